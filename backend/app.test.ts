// @vitest-environment node
import { NO_ROUTE_HEADER, RUNTIME_HEADER } from './app'
import { joseSigner } from './lib/jose-signer'
import { createAppStore } from './store'
import { createMemoryKv } from './store/memory-kv'
import { createTestApp } from './test/harness'

type TestApp = ReturnType<typeof createTestApp>['app']

/** Signs in as the sample admin through the app itself, as a client would. */
const bearer = async (app: TestApp) => {
  const response = await app.request('/jwt/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  })
  const { accessToken } = (await response.json()) as { accessToken: string }
  return { authorization: `Bearer ${accessToken}` }
}

describe('the app shell around the routes', () => {
  it('marks unknown paths and wrong methods as "no route", even under API prefixes and without a token', async () => {
    const { app } = createTestApp()
    for (const [method, path] of [
      ['GET', '/apps/__echo/x'],
      ['POST', '/api/unknown'],
      ['GET', '/jwt/login'],
      ['DELETE', '/api/datatables/data'],
    ]) {
      const response = await app.request(path, { method })
      expect(response.status).toBe(404)
      expect(response.headers.get(NO_ROUTE_HEADER)).toBe('1')
      expect(response.headers.get(RUNTIME_HEADER)).toBe('test')
    }
  })

  it('never marks a route\'s own 404 as "no route"', async () => {
    const { app } = createTestApp()
    const response = await app.request('/api/bookmarks/update', {
      method: 'POST',
      headers: await bearer(app),
      body: JSON.stringify({ id: 999 }),
    })
    expect(response.status).toBe(404)
    expect(response.headers.get(NO_ROUTE_HEADER)).toBeNull()
  })

  it('answers an unexpected failure with a 500 and keeps serving', async () => {
    const store = createAppStore(createMemoryKv())
    const { app } = createTestApp({ store })
    const headers = await bearer(app)
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(store, 'read').mockRejectedValueOnce(new Error('disk on fire'))
    const failed = await app.request('/api/autocomplete/data', { headers })
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ error: 'Something went wrong' })
    expect(failed.headers.get(RUNTIME_HEADER)).toBe('test')
    expect(spy).toHaveBeenCalled()
    expect((await app.request('/api/autocomplete/data', { headers })).status).toBe(200)
  })

  it('also answers a failing sign-in with "Something went wrong"', async () => {
    const store = createAppStore(createMemoryKv())
    const { app } = createTestApp({ store })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(store, 'read').mockRejectedValueOnce(new Error('disk on fire'))
    const response = await app.request('/jwt/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'Something went wrong' })
  })

  it('rejects a token once it expires, by the injected clock', async () => {
    let now = Date.now()
    const { app } = createTestApp({ now: () => now })
    const headers = await bearer(app)
    now += 599_000
    expect((await app.request('/api/bookmarks/data', { headers })).status).toBe(200)
    now += 1_000
    expect((await app.request('/api/bookmarks/data', { headers })).status).toBe(401)
  })

  it('rejects a well-signed token of an account the store does not have', async () => {
    const { app, store } = createTestApp()
    const { secrets } = await store.read('auth')
    const iat = Math.floor(Date.now() / 1000)
    const token = await joseSigner.sign(
      { id: 3, sid: 'made-up', fam: 'made-up', iat, exp: iat + 600 },
      secrets.access,
    )
    const headers = { authorization: `Bearer ${token}` }
    expect((await app.request('/api/bookmarks/data', { headers })).status).toBe(401)
  })

  it('delays answered calls by the latency, not "no route" ones', async () => {
    const { app } = createTestApp({ latencyMs: 80 })
    const headers = await bearer(app)
    let start = performance.now()
    await app.request('/api/autocomplete/data', { headers })
    expect(performance.now() - start).toBeGreaterThanOrEqual(75)
    start = performance.now()
    await app.request('/api/nothing-here')
    expect(performance.now() - start).toBeLessThan(60)
  })

  it('sends CORS headers when asked to (Node runtime)', async () => {
    const { app } = createTestApp({ corsOrigin: 'http://localhost:5173' })
    const preflight = await app.request('/api/datatables/data', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    const answer = await app.request('/api/datatables/data', {
      headers: { origin: 'http://localhost:5173', ...(await bearer(app)) },
    })
    expect(answer.headers.get('access-control-expose-headers')).toContain(RUNTIME_HEADER)
  })

  it('answers as a service on the Node server: security headers, and nothing cached, tokens above all', async () => {
    const { app } = createTestApp({
      runtime: 'node',
      secrets: { access: 'a'.repeat(32), refresh: 'r'.repeat(32) },
    })
    const signIn = await app.request('/jwt/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    expect(signIn.status).toBe(200)
    expect(signIn.headers.get('cache-control')).toBe('no-store')
    expect(signIn.headers.get('x-content-type-options')).toBe('nosniff')
    expect(signIn.headers.get('referrer-policy')).toBe('no-referrer')
    expect(signIn.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    // the browser's back end is the visitor's own: its answers stay as they were
    const local = await createTestApp().app.request('/jwt/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    expect(local.headers.get('content-security-policy')).toBeNull()
  })
})
