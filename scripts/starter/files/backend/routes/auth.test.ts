// @vitest-environment node
import { API_GROUPS } from '../../contract/apis'
import { authApi } from '../../contract/auth'
import { createApp, NO_ROUTE_HEADER, REGISTERED_ENDPOINTS } from '../app'
import { joseSigner } from '../lib/jose-signer'
import { createAppStore } from '../store'
import { createMemoryKv } from '../store/memory-kv'

/* The starter's back end: sign-in, rotating refresh tokens and sign-out, over a fresh memory store. */

const newApp = () =>
  createApp({ store: createAppStore(createMemoryKv()), runtime: 'test', signer: joseSigner })
type App = ReturnType<typeof newApp>

const post = (app: App, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

interface Tokens {
  accessToken: string
  refreshToken: string
  userData: { email: string }
}

it('signs in, refreshes with each refresh token once and signs out', async () => {
  const app = newApp()
  const login = await post(app, authApi.login.path, { email: 'admin@demo.com', password: 'admin' })
  expect(login.status).toBe(200)
  const first = (await login.json()) as Tokens
  expect(first.userData.email).toBe('admin@demo.com')

  const refreshed = await post(app, authApi.refreshToken.path, { refreshToken: first.refreshToken })
  expect(refreshed.status).toBe(200)
  const second = (await refreshed.json()) as Tokens
  expect(second.refreshToken).not.toBe(first.refreshToken)
  // a used refresh token is refused, and ends the session it came from
  expect((await post(app, authApi.refreshToken.path, { refreshToken: first.refreshToken })).status).toBe(401)
  expect((await post(app, authApi.refreshToken.path, { refreshToken: second.refreshToken })).status).toBe(401)

  const again = (await (
    await post(app, authApi.login.path, { email: 'admin@demo.com', password: 'admin' })
  ).json()) as Tokens
  expect((await post(app, authApi.logout.path, { refreshToken: again.refreshToken })).status).toBe(204)
  expect((await post(app, authApi.refreshToken.path, { refreshToken: again.refreshToken })).status).toBe(401)
})

it('refuses a wrong password with a message beside the email field', async () => {
  const reply = await post(newApp(), authApi.login.path, { email: 'admin@demo.com', password: 'nope' })
  expect(reply.status).toBe(400)
  expect(await reply.json()).toEqual({ error: { email: expect.any(String) } })
})

it('registers every call of contract/apis.ts and no other', async () => {
  // each call once, whatever order the route files register them in
  const described = Object.values(API_GROUPS).flatMap((group) => Object.values(group))
  expect(REGISTERED_ENDPOINTS).toHaveLength(described.length)
  expect(new Set(REGISTERED_ENDPOINTS)).toEqual(new Set(described))
  // a path no group serves is marked as no route (the worker then lets it through to the network)
  const reply = await newApp().request('/apps/todo/tasks')
  expect(reply.status).toBe(404)
  expect(reply.headers.get(NO_ROUTE_HEADER)).toBe('1')
})
