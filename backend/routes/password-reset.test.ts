// @vitest-environment node
import { RESET_REQUESTS_PER_ADDRESS, RESET_TOKEN_LIFETIME_MINUTES } from '../../contract/auth'
import { createTestApp } from '../test/harness'

/* What the case table cannot show: a real token's round trip (it ends sessions), the limits and the lifetime. */

function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  const { app } = createTestApp(options)
  const send = async (path: string, body?: unknown, token?: string) => {
    const response = await app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    // oxlint-disable-next-line no-explicit-any
    const reply: any = response.status === 204 ? null : await response.json()
    return { status: response.status, body: reply, headers: response.headers }
  }
  const login = (email: string, password: string) => send('/jwt/login', { email, password })
  const linkTo = async (email: string) => {
    const { body } = await send(`/mail/outbox?to=${encodeURIComponent(email)}`)
    return new URL(body.messages[0].action.url, 'http://app.test')
  }
  return { send, login, linkTo }
}

describe('password reset', () => {
  it('round trip: the old password fails, every session ends, the new one works, the token is spent', async () => {
    const { send, login, linkTo } = setUp()
    const before = (await login('admin@demo.com', 'admin')).body
    expect((await send('/jwt/forgot-password', { email: 'admin@demo.com' })).body).toEqual({
      demoOutbox: true,
    })
    const link = await linkTo('admin@demo.com')
    expect(link.pathname).toBe('/pages/reset-password-v2')
    const token = link.searchParams.get('token')

    expect((await send('/jwt/reset-password', { token, password: 'Mosaic-2031' })).status).toBe(204)
    expect((await login('admin@demo.com', 'admin')).status).toBe(400)
    expect((await login('admin@demo.com', 'Mosaic-2031')).status).toBe(200)
    expect((await send('/account-setting/data', undefined, before.accessToken)).status).toBe(401)
    expect((await send('/jwt/refresh-token', { refreshToken: before.refreshToken })).status).toBe(401)
    // spent
    expect((await send('/jwt/reset-password', { token, password: 'Other-2032' })).status).toBe(400)
  })

  it('a link stops working after its lifetime, and when the password changes otherwise', async () => {
    let now = Date.now()
    const { send, login, linkTo } = setUp({ now: () => now })
    await send('/jwt/forgot-password', { email: 'admin@demo.com' })
    const old = (await linkTo('admin@demo.com')).searchParams.get('token')
    now += RESET_TOKEN_LIFETIME_MINUTES * 60_000
    expect((await send('/jwt/reset-password', { token: old, password: 'Mosaic-2031' })).status).toBe(400)

    await send('/jwt/forgot-password', { email: 'admin@demo.com' })
    const fresh = (await linkTo('admin@demo.com')).searchParams.get('token')
    const { accessToken } = (await login('admin@demo.com', 'admin')).body
    const changed = { currentPassword: 'admin', newPassword: 'Tiles-2033' }
    expect((await send('/account-setting/password', changed, accessToken)).status).toBe(200)
    expect((await send('/jwt/reset-password', { token: fresh, password: 'Mosaic-2031' })).status).toBe(400)
  })

  it('answers a few requests an hour per address, then 429, whether or not an account has it', async () => {
    let now = Date.now()
    const { send } = setUp({ now: () => now })
    for (const email of ['admin@demo.com', 'nobody@demo.com']) {
      for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++)
        expect((await send('/jwt/forgot-password', { email })).status).toBe(200)
      const refused = await send('/jwt/forgot-password', { email: email.toUpperCase() })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    now += 60 * 60_000
    expect((await send('/jwt/forgot-password', { email: 'admin@demo.com' })).status).toBe(200)
  })

  it('limits a client across addresses on the Node server, whose outbox only the admin reads', async () => {
    const { send, login } = setUp({ runtime: 'node', clientAddress: () => '192.0.2.7' })
    const answers = []
    for (let i = 0; i < 11; i++)
      answers.push((await send('/jwt/forgot-password', { email: `someone${i}@demo.com` })).status)
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(answers[10]).toBe(429)

    expect((await send('/mail/outbox')).status).toBe(401)
    const member = (await send('/jwt/register', { email: 'm@demo.com', password: 'tiles-9', username: 'm' }))
      .body
    expect((await send('/mail/outbox', undefined, member.accessToken)).status).toBe(403)
    const admin = (await login('admin@demo.com', 'admin')).body
    expect((await send('/mail/outbox', undefined, admin.accessToken)).status).toBe(200)
  })
})
