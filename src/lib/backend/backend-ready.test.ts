import { afterEach, expect, it, vi } from 'vitest'

/*
 * With VITE_API_URL set the page talks to a real server: it registers no mock worker and unregisters one an
 * earlier mock build left on this origin (docs/backend.md, "Pointing the app at a real server").
 */

interface FakeRegistration {
  active: { scriptURL: string }
  unregister: ReturnType<typeof vi.fn>
}

function fakeContainer(scripts: string[], controller?: string) {
  const registrations: FakeRegistration[] = scripts.map((scriptURL) => ({
    active: { scriptURL },
    unregister: vi.fn(() => Promise.resolve(true)),
  }))
  const container = {
    controller: controller ? { scriptURL: controller } : null,
    register: vi.fn(),
    addEventListener: vi.fn(),
    getRegistrations: vi.fn(() => Promise.resolve(registrations)),
  }
  vi.stubGlobal('isSecureContext', true)
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return { container, registrations }
}

async function loadWith(apiUrl: string) {
  vi.resetModules()
  vi.stubEnv('VITE_API_URL', apiUrl)
  return import('./backend-ready')
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

it('registers no worker and unregisters the mock one when VITE_API_URL points elsewhere', async () => {
  const origin = location.origin
  const { container, registrations } = fakeContainer([`${origin}/sw.js`, `${origin}/other-worker.js`])
  const { API_BASE_URL, backendReady } = await loadWith('https://api.example.com/')
  expect(API_BASE_URL).toBe('https://api.example.com')

  await backendReady()

  expect(container.register).not.toHaveBeenCalled()
  expect(registrations[0].unregister).toHaveBeenCalledOnce()
  // a worker the app does not own is left alone
  expect(registrations[1].unregister).not.toHaveBeenCalled()
})

it('registers the mock worker when VITE_API_URL is unset', async () => {
  const { container } = fakeContainer([])
  container.register.mockRejectedValue(new Error('no workers here'))
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { backendReady } = await loadWith('')
  // the in-page fallback is not what this test is about
  vi.doMock('../../../backend/runtimes/in-page', () => ({ installInPageBackend: vi.fn() }))

  await backendReady()

  expect(container.register).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ scope: '/' }))
  expect(container.getRegistrations).not.toHaveBeenCalled()
})
