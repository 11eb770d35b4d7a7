// @vitest-environment node
import { readFileSync } from 'node:fs'
import { API_GROUPS } from '../../contract/apis'
import { createTestApp } from '../test/harness'
import { OPENAPI_PATH, serveApiDocument } from './node-document'

describe('the Node server', () => {
  it('answers GET /openapi.json with docs/openapi.json, which names every call', async () => {
    const app = serveApiDocument(createTestApp().app)
    const response = await app.request(OPENAPI_PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const text = await response.text()
    const document = JSON.parse(text)
    expect(document).toEqual(
      JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')),
    )
    expect(document.openapi).toBe('3.1.0')
    for (const api of Object.values(API_GROUPS))
      for (const { method, path } of Object.values(api))
        expect(document.paths[path.replace(/:(\w+)/g, '{$1}')]).toHaveProperty(method.toLowerCase())
    expect(document.paths['/jwt/login'].post.security).toEqual([])
    expect(document.paths['/apps/todo/tasks'].get.security).toBeUndefined()
    expect(document.security).toEqual([{ bearer: [] }])
  })
})
