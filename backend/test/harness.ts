import { createApp, type AppOptions } from '../app'
import { joseSigner } from '../lib/jose-signer'
import { createAppStore } from '../store'
import { createMemoryKv } from '../store/memory-kv'
import type { ApiReply, ApiRequest } from './cases'

/** A fresh app over a fresh memory store, as the tests run it. */
export function createTestApp(options: Partial<AppOptions> = {}) {
  const store = options.store ?? createAppStore(createMemoryKv())
  const app = createApp({ runtime: 'test', signer: joseSigner, ...options, store })
  return { app, store }
}

/** A fetch init that survives being passed into a browser page. */
export interface PlainRequestInit {
  method: string
  headers: Record<string, string>
  body?: string
}

/** Turns a table request into a fetch init; shared by app.request() and the browser's fetch. */
export function toRequestInit({ method, body, rawBody, headers = {} }: ApiRequest): PlainRequestInit {
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body))
  return {
    method,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: payload,
  }
}

export async function toReply(response: Response): Promise<ApiReply> {
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: keep the text so a failing check shows what came back.
  }
  return { status: response.status, body, headers: Object.fromEntries(response.headers) }
}

/**
 * A test's way to call the app: GET without a body, POST with one (JSON), a bearer token when given; the reply's
 * status and parsed body, which the route tests check field by field.
 */
export function jsonSender(app: ReturnType<typeof createTestApp>['app']) {
  return async (path: string, body?: unknown, token?: string) => {
    const response = await app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    // oxlint-disable-next-line no-explicit-any
    const reply: any = await response.json()
    return { status: response.status, body: reply }
  }
}
