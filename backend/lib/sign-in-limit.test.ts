// @vitest-environment node
import { authApi, LOGIN_INVALID_MESSAGE, TOO_MANY_SIGN_INS_MESSAGE } from '../../contract/auth'
import { createTestApp, toReply, toRequestInit } from '../test/harness'
import { post } from '../test/requests'
import { clientKey, SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS } from './sign-in-limit'

const ADDRESS_HEADER = 'x-test-address'

/** Guessing passwords on the shared Node server (docs/api.md, "Sign-in"); the browser's back end has no limit. */
function server(runtime: 'node' | 'test') {
  let clock = Date.parse('2026-11-26T12:00:00Z')
  const { app } = createTestApp({
    runtime,
    now: () => clock,
    // the Node server takes the socket's address; here each request says which client it stands for
    clientAddress: (c) => c.req.header(ADDRESS_HEADER),
    ...(runtime === 'node' ? { secrets: { access: 'a'.repeat(32), refresh: 'r'.repeat(32) } } : {}),
  })
  const login = async (email: string, password: string, address = '198.51.100.7') => {
    const request = post(authApi.login, { email, password })
    request.headers = { ...request.headers, [ADDRESS_HEADER]: address }
    return toReply(await app.request(authApi.login.path, toRequestInit(request)))
  }
  const fail = async (email: string, times: number, address?: string) => {
    for (let i = 0; i < times; i++) expect((await login(email, `guess-${i}`, address)).status).toBe(400)
  }
  return { login, fail, wait: (ms: number) => void (clock += ms) }
}

describe('failed sign-ins', () => {
  it('on the Node server: refuses an email from one address after too many failures, even with the right password, until the window ends', async () => {
    const { login, fail, wait } = server('node')
    await fail('admin@demo.com', SIGN_IN_ATTEMPTS)
    const refused = await login(' ADMIN@demo.com ', 'admin')
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ error: { email: TOO_MANY_SIGN_INS_MESSAGE } })
    expect(Number(refused.headers['retry-after'])).toBe(SIGN_IN_WINDOW_MS / 1000)
    // another email is not affected
    expect((await login('client@demo.com', 'wrong')).body).toEqual({
      error: { email: LOGIN_INVALID_MESSAGE },
    })

    wait(SIGN_IN_WINDOW_MS)
    expect((await login('admin@demo.com', 'admin')).status).toBe(200)
  })

  it('on the Node server: a stranger’s failures never lock the account out at another address', async () => {
    const { login, fail, wait } = server('node')
    await fail('admin@demo.com', SIGN_IN_ATTEMPTS, '203.0.113.9')
    expect((await login('admin@demo.com', 'admin', '203.0.113.9')).status).toBe(429)
    // the admin, elsewhere, signs in as ever
    expect((await login('admin@demo.com', 'admin', '198.51.100.7')).status).toBe(200)
    // the stranger starts again when the window ends: still only their own address is refused
    wait(SIGN_IN_WINDOW_MS)
    await fail('admin@demo.com', SIGN_IN_ATTEMPTS, '203.0.113.9')
    expect((await login('admin@demo.com', 'admin', '198.51.100.7')).status).toBe(200)
    // an IPv4 address written as IPv6 is the same client
    expect((await login('admin@demo.com', 'admin', '::ffff:203.0.113.9')).status).toBe(429)
  })

  it('on the Node server: one IPv6 network counts as one client', async () => {
    const { login, fail } = server('node')
    await fail('admin@demo.com', SIGN_IN_ATTEMPTS / 2, '2001:db8:1:2::a')
    await fail('admin@demo.com', SIGN_IN_ATTEMPTS / 2, '2001:db8:1:2:ffff:ee:dd:cc')
    expect((await login('admin@demo.com', 'admin', '2001:db8:1:2::77')).status).toBe(429)
    expect((await login('admin@demo.com', 'admin', '2001:db8:1:3::77')).status).toBe(200)
  })

  it('on the Node server: a success clears the count', async () => {
    const { login, fail } = server('node')
    await fail('admin@demo.com', SIGN_IN_ATTEMPTS - 1)
    expect((await login('admin@demo.com', 'admin')).status).toBe(200)
    await fail('admin@demo.com', SIGN_IN_ATTEMPTS - 1)
    expect((await login('admin@demo.com', 'admin')).status).toBe(200)
  })

  it('in the browser: no limit, the visitor owns the store', async () => {
    const { login, fail } = server('test')
    await fail('admin@demo.com', SIGN_IN_ATTEMPTS + 5)
    expect((await login('admin@demo.com', 'admin')).status).toBe(200)
  })
})

describe('clientKey', () => {
  it('keeps IPv4 whole and IPv6 to its /64 network', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('::FFFF:203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('2001:0db8:0001:0002:0000:0000:0000:000a')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('')).toBe('')
  })
})
