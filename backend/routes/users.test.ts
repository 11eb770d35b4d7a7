// @vitest-environment node
import { createTestApp, jsonSender } from '../test/harness'

/*
 * What the case table cannot show, because it ends the client's sessions: an admin setting another person's
 * password, and a suspended person's refresh token.
 */
describe('an admin acting on a person with a sign-in account', () => {
  const { app } = createTestApp()
  const send = jsonSender(app)
  const login = (email: string, password: string) => send('/jwt/login', { email, password })
  // the seed links the client account to user 49 (backend/seed/users.ts)
  const CLIENT_USER = 49

  it('sets their password: the old one fails, the new one works, their open sessions end', async () => {
    const admin = (await login('admin@demo.com', 'admin')).body
    const client = (await login('client@demo.com', 'client')).body
    const set = await send(
      '/apps/users/set-password',
      { id: CLIENT_USER, password: 'Grout-and-tiles' },
      admin.accessToken,
    )
    expect(set.status).toBe(200)
    expect((await login('client@demo.com', 'client')).status).toBe(400)
    expect((await login('client@demo.com', 'Grout-and-tiles')).status).toBe(200)
    expect((await send('/jwt/refresh-token', { refreshToken: client.refreshToken })).status).toBe(401)
  })

  it('suspends them: their tokens are refused at once, until they are active again', async () => {
    const admin = (await login('admin@demo.com', 'admin')).body
    const client = (await login('client@demo.com', 'Grout-and-tiles')).body
    const suspend = (status: string) =>
      send('/apps/users/update-user', { id: CLIENT_USER, status }, admin.accessToken)
    expect((await send('/account-setting/data', undefined, client.accessToken)).status).toBe(200)
    expect((await suspend('inactive')).status).toBe(200)
    expect((await send('/account-setting/data', undefined, client.accessToken)).status).toBe(401)
    expect((await send('/jwt/refresh-token', { refreshToken: client.refreshToken })).status).toBe(401)
    expect((await suspend('active')).status).toBe(200)
    expect((await login('client@demo.com', 'Grout-and-tiles')).status).toBe(200)
  })
})
