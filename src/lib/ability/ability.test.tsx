import { act, render, renderHook, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, setSession, type UserData } from '@/lib/auth/session'
import { allows, type AbilityRule } from './ability'
import { Can, appAbility, can, homePath, useCan } from '.'

const admin: UserData = {
  id: 1,
  fullName: 'Noor Halvorsen',
  username: 'noor',
  avatar: '',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
}
const client: UserData = {
  ...admin,
  id: 2,
  fullName: 'Tobias Reyna',
  email: 'client@demo.com',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
}
const signIn = (userData: UserData) => setSession({ userData, accessToken: 'a', refreshToken: 'r' })

beforeEach(() => clearSession())

describe('the ability module', () => {
  it('signed out: only read on Auth (docs/auth.md#abilities--srclibability), home is the login page', () => {
    expect(appAbility.rules).toEqual([{ action: 'read', subject: 'Auth' }])
    expect(can({ action: 'read', subject: 'Auth' })).toBe(true)
    expect(can({ action: 'read', subject: 'ACL' })).toBe(false)
    expect(can({ action: 'read', subject: 'Dashboard' })).toBe(false)
    expect(homePath()).toBe('/login')
  })

  it('admin: manage all covers every action and subject, home is /', () => {
    signIn(admin)
    expect(can({ action: 'read', subject: 'Dashboard' })).toBe(true)
    expect(can({ action: 'manage', subject: 'User' })).toBe(true)
    expect(can({ action: 'read', subject: 'ACL' })).toBe(true)
    expect(homePath()).toBe('/')
  })

  it('client: reads ACL and Auth only, home is /access-control', () => {
    signIn(client)
    expect(can({ action: 'read', subject: 'ACL' })).toBe(true)
    expect(can({ action: 'read', subject: 'Auth' })).toBe(true)
    expect(can({ action: 'read', subject: 'Dashboard' })).toBe(false)
    expect(can({ action: 'read', subject: 'Page' })).toBe(false)
    expect(can({ action: 'manage', subject: 'ACL' })).toBe(false)
    expect(homePath()).toBe('/access-control')
  })

  it('every signed-in role manages its own account (OWN_ACCOUNT_RULE), a visitor does not', () => {
    expect(can({ action: 'read', subject: 'Account' })).toBe(false)
    signIn(client)
    expect(can({ action: 'read', subject: 'Account' })).toBe(true)
    expect(can({ action: 'manage', subject: 'Account' })).toBe(true)
    // added after the role's rules, so no role's rule takes it away
    const forbidsAll: AbilityRule = { action: 'manage', subject: 'all', inverted: true }
    signIn({ ...client, ability: [forbidsAll] })
    expect(can({ action: 'manage', subject: 'Account' })).toBe(true)
    expect(can({ action: 'read', subject: 'ACL' })).toBe(false)
  })

  it('is rebuilt on login, on a refresh that changes the rules, and on logout', () => {
    signIn(client)
    expect(can({ action: 'read', subject: 'Dashboard' })).toBe(false)
    signIn(admin)
    expect(can({ action: 'read', subject: 'Dashboard' })).toBe(true)
    clearSession()
    expect(can({ action: 'read', subject: 'Dashboard' })).toBe(false)
    expect(can({ action: 'read', subject: 'Auth' })).toBe(true)
  })

  it('lets a later rule override an earlier one and inverted rules forbid', () => {
    signIn({
      ...admin,
      ability: [
        { action: 'manage', subject: 'all' },
        { action: 'manage', subject: 'User', inverted: true },
      ],
    } as UserData)
    expect(can({ action: 'read', subject: 'User' })).toBe(false)
    expect(can({ action: 'read', subject: 'Invoice' })).toBe(true)
  })

  it('follows a sign-out made in another tab (storage event)', () => {
    signIn(admin)
    localStorage.removeItem('userData')
    localStorage.removeItem('accessToken')
    window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }))
    expect(can({ action: 'read', subject: 'Dashboard' })).toBe(false)
  })

  it('useCan keeps its identity until the rules change', () => {
    signIn(admin)
    const { result, rerender } = renderHook(() => useCan())
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    act(() => signIn(client))
    expect(result.current).not.toBe(first)
    expect(result.current({ action: 'read', subject: 'Dashboard' })).toBe(false)
  })

  it('<Can> shows its children only with the ability, and `not` inverts it', () => {
    signIn(client)
    render(
      <>
        <Can I="read" a="ACL">
          <span>reader</span>
        </Can>
        <Can I="manage" a="all">
          <span>admin only</span>
        </Can>
        <Can I="manage" a="all" not>
          <span>hidden note</span>
        </Can>
      </>,
    )
    expect(screen.getByText('reader')).toBeInTheDocument()
    expect(screen.queryByText('admin only')).not.toBeInTheDocument()
    expect(screen.getByText('hidden note')).toBeInTheDocument()
    act(() => signIn(admin))
    expect(screen.getByText('admin only')).toBeInTheDocument()
    expect(screen.queryByText('hidden note')).not.toBeInTheDocument()
  })

  it('never throws on malformed rules: they are skipped', () => {
    const rules = [null, 'manage all', 42, { action: 'read' }, { action: 'read', subject: 'Auth' }, undefined]
    const check = (action: string, subject: string) =>
      allows(rules as unknown as AbilityRule[], action, subject)
    expect(check('read', 'Auth')).toBe(true)
    expect(check('read', 'Dashboard')).toBe(false)
    expect(allows([null] as unknown as AbilityRule[], 'read', 'Auth')).toBe(false)
  })

  it('a stored user with ability: [null] counts as signed out: guest rules, no throw', () => {
    localStorage.setItem('userData', JSON.stringify({ ...admin, ability: [null] }))
    localStorage.setItem('accessToken', 'a')
    localStorage.setItem('refreshToken', 'r')
    window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }))
    expect(can({ action: 'read', subject: 'Dashboard' })).toBe(false)
    expect(can({ action: 'read', subject: 'Auth' })).toBe(true)
    expect(localStorage.getItem('userData')).toBeNull()
  })
})
