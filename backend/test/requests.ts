import type { ApiRequest } from './cases'

/** Request builders every case table uses: a path, an optional bearer token and, for POST, a JSON body. */
export const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {}

export const get = (path: string, token?: string): ApiRequest => ({
  method: 'GET',
  path,
  headers: bearer(token),
})

export const post = (path: string, body: unknown, token?: string): ApiRequest => ({
  method: 'POST',
  path,
  body,
  headers: bearer(token),
})

export const del = (path: string, token?: string): ApiRequest => ({
  method: 'DELETE',
  path,
  headers: bearer(token),
})
