// @vitest-environment node
import { API_GROUPS } from '../../contract/apis'
import type { AnyEndpoint } from '../../contract/endpoint'
import { REGISTERED_ENDPOINTS } from '../app'
import { createTestApp } from '../test/harness'

const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`
const CONTRACT: [name: string, AnyEndpoint][] = Object.entries(API_GROUPS).flatMap(([group, api]) =>
  Object.entries(api).map(([name, endpoint]): [string, AnyEndpoint] => [`${group}.${name}`, endpoint]),
)

describe('call descriptors and the routes the app registers', () => {
  it('registers every descriptor in contract/ exactly once', () => {
    const times = (endpoint: AnyEndpoint) => REGISTERED_ENDPOINTS.filter((e) => e === endpoint).length
    expect(CONTRACT.filter(([, endpoint]) => times(endpoint) !== 1).map(([name]) => name)).toEqual([])
  })

  it('registers nothing that is not a descriptor of contract/', () => {
    const known = new Set(CONTRACT.map(([, endpoint]) => endpoint))
    expect(REGISTERED_ENDPOINTS.filter((endpoint) => !known.has(endpoint)).map(key)).toEqual([])
  })

  it('has no route without a descriptor, and no two descriptors share a method and path', () => {
    const { app } = createTestApp()
    const described = new Set(CONTRACT.map(([, endpoint]) => key(endpoint)))
    // app.use middleware shows up as method ALL; a route lists once per handler (guards, validators, handler)
    const routes = new Set(app.routes.filter((route) => route.method !== 'ALL').map(key))
    expect([...routes].filter((route) => !described.has(route))).toEqual([])
    expect(routes.size).toBe(described.size)
    expect(described.size).toBe(CONTRACT.length)
  })
})
