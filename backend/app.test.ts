// @vitest-environment node
import { NO_ROUTE_HEADER, RUNTIME_HEADER } from './app'
import { issueTokens } from './lib/tokens'
import { joseSigner } from './lib/jose-signer'
import { createAppStore } from './store'
import { createMemoryKv } from './store/memory-kv'
import { createTestApp } from './test/harness'

const bearer = async (id = 1) => {
  const { accessToken } = await issueTokens({ signer: joseSigner, now: Date.now }, id)
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
      headers: await bearer(),
      body: JSON.stringify({ id: 999 }),
    })
    expect(response.status).toBe(404)
    expect(response.headers.get(NO_ROUTE_HEADER)).toBeNull()
  })

  it('answers an unexpected failure with a 500 and keeps serving', async () => {
    const store = createAppStore(createMemoryKv())
    const { app } = createTestApp({ store })
    const headers = await bearer()
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
    const { accessToken } = await issueTokens({ signer: joseSigner, now: () => now }, 1)
    const headers = { authorization: `Bearer ${accessToken}` }
    now += 599_000
    expect((await app.request('/api/bookmarks/data', { headers })).status).toBe(200)
    now += 1_000
    expect((await app.request('/api/bookmarks/data', { headers })).status).toBe(401)
  })

  it('rejects the token of an account the store no longer has', async () => {
    const { app } = createTestApp()
    expect((await app.request('/api/bookmarks/data', { headers: await bearer(3) })).status).toBe(401)
  })

  it('delays answered calls by the latency, not "no route" ones', async () => {
    const { app } = createTestApp({ latencyMs: 80 })
    const headers = await bearer()
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
      headers: { origin: 'http://localhost:5173', ...(await bearer()) },
    })
    expect(answer.headers.get('access-control-expose-headers')).toContain(RUNTIME_HEADER)
  })
})
