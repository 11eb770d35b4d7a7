// @vitest-environment node
import { authApi, LOGIN_INVALID_MESSAGE, TOO_MANY_SIGN_INS_MESSAGE } from '../../contract/auth'
import { createTestApp, toReply, toRequestInit } from '../test/harness'
import { post } from '../test/requests'
import { SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS } from './sign-in-limit'

/** Guessing passwords on the shared Node server (docs/api.md, "Sign-in"); the browser's back end has no limit. */
function server(runtime: 'node' | 'test') {
  let clock = Date.parse('2026-11-26T12:00:00Z')
  const { app } = createTestApp({
    runtime,
    now: () => clock,
    ...(runtime === 'node' ? { secrets: { access: 'a'.repeat(32), refresh: 'r'.repeat(32) } } : {}),
  })
  const login = async (email: string, password: string) =>
    toReply(await app.request(authApi.login.path, toRequestInit(post(authApi.login, { email, password }))))
  const fail = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await login(email, `guess-${i}`)).status).toBe(400)
  }
  return { login, fail, wait: (ms: number) => void (clock += ms) }
}

describe('failed sign-ins', () => {
  it('on the Node server: refuses an email after too many failures, even with the right password, until the window ends', async () => {
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
