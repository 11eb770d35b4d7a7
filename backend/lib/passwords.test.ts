// @vitest-environment node
import { authApi } from '../../contract/auth'
import { accountApi } from '../../contract/account'
import { demoApi } from '../../contract/demo'
import { seedAccounts } from '../seed/accounts'
import { createTestApp, toReply, toRequestInit } from '../test/harness'
import { post } from '../test/requests'
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from './passwords'

describe('password hashes', () => {
  it('are salted PBKDF2-SHA256 that say how they were made, and check only the right password', async () => {
    const first = await hashPassword('mosaic tiles')
    const second = await hashPassword('mosaic tiles')
    expect(first).toMatch(new RegExp(`^pbkdf2-sha256\\$${PASSWORD_ITERATIONS}\\$[\\w-]{22}\\$[\\w-]{43}$`))
    // a new salt each time
    expect(second).not.toBe(first)
    expect(await verifyPassword('mosaic tiles', first)).toBe(true)
    expect(await verifyPassword('mosaic tiles', second)).toBe(true)
    expect(await verifyPassword('mosaic tile', first)).toBe(false)
    expect(await verifyPassword('', first)).toBe(false)
  })

  it('are checked with the rounds they were made with, so the count can be raised later', async () => {
    const older = await hashPassword('grout', 1_000)
    expect(older.split('$')[1]).toBe('1000')
    expect(await verifyPassword('grout', older)).toBe(true)
    expect(await verifyPassword('Grout', older)).toBe(false)
  })

  it('refuse anything that is not a stored hash, without throwing', async () => {
    const good = await hashPassword('x', 1_000)
    const [, rounds, salt, hash] = good.split('$')
    for (const stored of [
      '',
      'x',
      'admin',
      `sha1$${rounds}$${salt}$${hash}`,
      `pbkdf2-sha256$0$${salt}$${hash}`,
      `pbkdf2-sha256$NaN$${salt}$${hash}`,
      `pbkdf2-sha256$${rounds}$$${hash}`,
      `pbkdf2-sha256$${rounds}$${salt}$`,
      `pbkdf2-sha256$${rounds}$${salt}$${hash}$extra`,
      `pbkdf2-sha256$${rounds}$${salt}$not+base64url`,
    ])
      expect(await verifyPassword('x', stored)).toBe(false)
  })

  it('in the seed are the demo passwords at today’s rounds, so the first sign-in has nothing to upgrade', async () => {
    const [admin, client] = seedAccounts()
    expect(admin.password).toBe(undefined)
    expect(admin.passwordHash!.split('$')[1]).toBe(String(PASSWORD_ITERATIONS))
    expect(await verifyPassword('admin', admin.passwordHash!)).toBe(true)
    expect(await verifyPassword('client', client.passwordHash!)).toBe(true)
    expect(await verifyPassword('admin', client.passwordHash!)).toBe(false)
  })
})

describe.each(['test', 'node'] as const)('stored passwords, %s runtime', (runtime) => {
  const server = () => {
    const { app, store } = createTestApp({
      runtime,
      ...(runtime === 'node' ? { secrets: { access: 'a'.repeat(32), refresh: 'r'.repeat(32) } } : {}),
    })
    const send = async (request: Parameters<typeof toRequestInit>[0]) => {
      const response = await app.request(request.path, toRequestInit(request))
      const text = await response.clone().text()
      // no answer ever carries a password or its hash
      expect(text).not.toMatch(/pbkdf2|"password(Hash)?"/)
      return toReply(response)
    }
    const login = (email: string, password: string) => send(post(authApi.login, { email, password }))
    const account = async (email: string) => (await store.read('accounts')).find((a) => a.email === email)!
    /** Makes the account look as an older install stored it: the password as typed, no hash. */
    const makeLegacy = (email: string, password: string) =>
      store.update('accounts', (accounts) => {
        const stored = accounts.find((a) => a.email === email)!
        delete stored.passwordHash
        stored.password = password
      })
    return { store, send, login, account, makeLegacy }
  }

  it('a new account is stored with a hash, never the password', async () => {
    const { send, login, account } = server()
    const body = { email: 'iris@demo.com', password: 'tiles-and-grout', username: 'iris' }
    expect((await send(post(authApi.register, body))).status).toBe(200)
    const stored = await account('iris@demo.com')
    expect(stored.password).toBe(undefined)
    expect(await verifyPassword('tiles-and-grout', stored.passwordHash!)).toBe(true)
    expect(JSON.stringify(stored)).not.toContain('tiles-and-grout')
    expect((await login('iris@demo.com', 'tiles-and-grout')).status).toBe(200)
    expect((await login('iris@demo.com', 'tiles-and-grou')).status).toBe(400)
  })

  it('an older install’s password kept as typed still signs in, and is replaced by a hash then', async () => {
    const { login, account, makeLegacy } = server()
    await makeLegacy('admin@demo.com', 'admin')

    // a wrong password changes nothing
    expect((await login('admin@demo.com', 'admin!')).status).toBe(400)
    expect((await account('admin@demo.com')).password).toBe('admin')

    const signedIn = await login('admin@demo.com', 'admin')
    expect(signedIn.status).toBe(200)
    const upgraded = await account('admin@demo.com')
    expect(upgraded.password).toBe(undefined)
    expect(await verifyPassword('admin', upgraded.passwordHash!)).toBe(true)
    // and it keeps working with the hash
    expect((await login('admin@demo.com', 'admin')).status).toBe(200)
  })

  it('a hash with fewer rounds than today’s is redone at the next sign-in', async () => {
    const { store, login, account } = server()
    const weak = await hashPassword('admin', 1_000)
    await store.update('accounts', (accounts) => {
      accounts.find((a) => a.id === 1)!.passwordHash = weak
    })
    expect((await login('admin@demo.com', 'admin')).status).toBe(200)
    const redone = (await account('admin@demo.com')).passwordHash!
    expect(redone.split('$')[1]).toBe(String(PASSWORD_ITERATIONS))
    expect(await verifyPassword('admin', redone)).toBe(true)
  })

  it('an older install’s account changes its password, which is then stored as a hash', async () => {
    const { send, login, account, makeLegacy } = server()
    const token = ((await login('admin@demo.com', 'admin')).body as { accessToken: string }).accessToken
    await makeLegacy('admin@demo.com', 'admin')

    const wrong = await send(
      post(accountApi.changePassword, { currentPassword: 'nope', newPassword: 'Mosaic-2031' }, token),
    )
    expect(wrong.status).toBe(400)
    const changed = await send(
      post(accountApi.changePassword, { currentPassword: 'admin', newPassword: 'Mosaic-2031' }, token),
    )
    expect(changed.status).toBe(200)
    const stored = await account('admin@demo.com')
    expect(stored.password).toBe(undefined)
    expect(await verifyPassword('Mosaic-2031', stored.passwordHash!)).toBe(true)
    expect((await login('admin@demo.com', 'admin')).status).toBe(400)
    expect((await login('admin@demo.com', 'Mosaic-2031')).status).toBe(200)
  })

  it('a demo reset restores the seed’s hashes and answers no credential', async () => {
    const { send, login, account } = server()
    const token = ((await login('admin@demo.com', 'admin')).body as { accessToken: string }).accessToken
    expect(
      (
        await send(
          post(accountApi.changePassword, { currentPassword: 'admin', newPassword: 'Tessera-2031' }, token),
        )
      ).status,
    ).toBe(200)
    const fresh = ((await login('admin@demo.com', 'Tessera-2031')).body as { accessToken: string })
      .accessToken
    expect((await send(post(demoApi.reset, undefined, fresh))).status).toBe(200)
    expect((await account('admin@demo.com')).passwordHash).toBe(seedAccounts()[0].passwordHash)
    expect((await login('admin@demo.com', 'admin')).status).toBe(200)
  })
})
