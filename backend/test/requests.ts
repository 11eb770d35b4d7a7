import { callUrl, fillPath, type Query } from '../../contract/endpoint'
import type { ApiRequest } from './cases'

/**
 * Request builders every case table uses: a call descriptor (contract/<group>.ts), so a case follows its call
 * when the path changes; an optional bearer token; the query as an object (list keys as arrays), or as raw
 * text (`'id=1&id=2'`) where a case sends what no client would; for POST, a JSON body.
 */
export type Target = { path: string }
export type RequestQuery = Query | string
type Params = Record<string, string | number>

export const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {}

const urlOf = (api: Target, query?: RequestQuery, params?: Params) =>
  typeof query === 'string'
    ? `${fillPath(api.path, params)}${query ? `?${query}` : ''}`
    : callUrl(api, params, query)

export const get = (api: Target, token?: string, query?: RequestQuery, params?: Params): ApiRequest => ({
  method: 'GET',
  path: urlOf(api, query, params),
  headers: bearer(token),
})

export const post = (api: Target, body: unknown, token?: string, query?: RequestQuery): ApiRequest => ({
  method: 'POST',
  path: urlOf(api, query),
  body,
  headers: bearer(token),
})

export const del = (api: Target, token?: string, query?: RequestQuery, params?: Params): ApiRequest => ({
  method: 'DELETE',
  path: urlOf(api, query, params),
  headers: bearer(token),
})
