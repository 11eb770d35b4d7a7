import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, getSessionSnapshot, SESSION_KEYS, setSession, type UserData } from './session'

const user: UserData = {
  id: 1,
  fullName: 'Noor Halvorsen',
  username: 'noor',
  avatar: '',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
}

const store = (values: Partial<Record<keyof typeof SESSION_KEYS, string>>) => {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
}
const storedKeys = () => Object.values(SESSION_KEYS).filter((key) => localStorage.getItem(key) !== null)

beforeEach(() => {
  clearSession()
})

describe('the stored session', () => {
  it('a valid user with both tokens is signed in', () => {
    setSession({ userData: user, accessToken: 'a', refreshToken: 'r' })
    expect(getSessionSnapshot()).toEqual({ userData: user, isSignedIn: true })
  })

  const tokens = { accessToken: 'a', refreshToken: 'r' }
  it.each([
    ['not JSON', { ...tokens, userData: '{"id": 1,' }],
    ['JSON null', { ...tokens, userData: 'null' }],
    ['a bare number', { ...tokens, userData: '42' }],
    ['ability: [null]', { ...tokens, userData: JSON.stringify({ ...user, ability: [null] }) }],
    ['only ability: [null]', { ...tokens, userData: '{"ability":[null]}' }],
    ['a user missing fields', { ...tokens, userData: JSON.stringify({ id: 1, fullName: 'Noor' }) }],
    ['a bad role', { ...tokens, userData: JSON.stringify({ ...user, role: 'root' }) }],
    ['no access token', { refreshToken: 'r', userData: JSON.stringify(user) }],
    ['no refresh token', { accessToken: 'a', userData: JSON.stringify(user) }],
    ['empty tokens', { accessToken: '', refreshToken: '', userData: JSON.stringify(user) }],
  ])('%s: signed out, and the keys are cleared', (_, values) => {
    store(values)
    expect(getSessionSnapshot()).toEqual({ userData: null, isSignedIn: false })
    expect(storedKeys()).toEqual([])
  })

  it('tokens without a user: signed out, tokens kept (another tab may be signing in)', () => {
    store(tokens)
    expect(getSessionSnapshot().isSignedIn).toBe(false)
    expect(storedKeys()).toEqual(['accessToken', 'refreshToken'])
  })

  it('hands out the same snapshot until the stored text changes', () => {
    setSession({ userData: user, accessToken: 'a', refreshToken: 'r' })
    const first = getSessionSnapshot()
    expect(getSessionSnapshot()).toBe(first)
    localStorage.setItem('userData', JSON.stringify({ ...user, fullName: 'Renamed' }))
    expect(getSessionSnapshot().userData?.fullName).toBe('Renamed')
  })
})
