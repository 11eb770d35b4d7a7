import type { z } from 'zod'

/*
 * One descriptor per call of the API: method, path, the zod schemas of its query, body and reply, its status and
 * a summary. The back end registers its handlers from them, `scripts/gen-contract.mjs` turns them into the page's
 * zod-free calls (contract/<group>.calls.ts) and into docs/openapi.json. This file has no runtime zod: the page loads
 * the path helpers below. How to add one: docs/backend.md, "Call descriptors".
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The `:name` parts of a Hono-style path: `/a/:id/b/:slug` → `'id' | 'slug'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? undefined
  : Record<PathParamNames<P>, string | number>

type Schema = z.ZodType | undefined

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends z.ZodType = z.ZodType,
> {
  method: M
  path: P
  /** Query parameters, as text (numbers and lists are parsed by the schema). */
  query?: Q
  /** The JSON body. */
  body?: B
  reply: R
  /** The success status; 200 unless said. */
  status: number
  /** One line for the API document. */
  summary: string
  /** False for the calls that start a session (`/jwt/*`): no bearer token, and a 401 from them is final. */
  auth: boolean
  /** The largest body the call takes, in bytes, when it is more than every call's 256 KB (files in the body). */
  maxBodyBytes?: number
}

// oxlint-disable-next-line no-explicit-any
export type AnyEndpoint = Endpoint<Method, string, any, any, any>

/** A descriptor; `status` defaults to 200 and `auth` to true. */
export const endpoint = <
  const M extends Method,
  const P extends string,
  R extends z.ZodType,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(spec: {
  method: M
  path: P
  query?: Q
  body?: B
  reply: R
  status?: number
  summary: string
  auth?: boolean
  maxBodyBytes?: number
}): Endpoint<M, P, Q, B, R> => ({ status: 200, auth: true, ...spec })

// ------------------------------------------------------------------------------------------------ the page's side

declare const callTypes: unique symbol

/**
 * What the page holds of a descriptor: method and path, plus its types (a phantom key that only exists for the
 * type checker). contract/<group>.calls.ts declares one per descriptor, typed from it.
 */
export interface Call<
  M extends Method = Method,
  P extends string = string,
  Q = unknown,
  B = unknown,
  R = unknown,
> {
  readonly method: M
  readonly path: P
  readonly auth?: false
  readonly [callTypes]?: { query: Q; body: B; reply: R }
}

// oxlint-disable-next-line no-explicit-any
export type AnyCall = Call<Method, string, any, any, any>

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined
export type Query = Record<string, QueryValue>

/** A query as the page writes it: numbers may stand for the text a schema parses (`id: 7` for `'7'`). */
type LooseQueryValue<V> = unknown extends V
  ? QueryValue
  : V extends string
    ? string extends V
      ? string | number
      : V
    : V
type QueryInput<S> = S extends z.ZodType
  ? { [K in keyof z.input<S>]: LooseQueryValue<z.input<S>[K]> }
  : undefined

/** The call a descriptor stands for: query and body as the schema takes them, the reply as it gives it. */
export type CallOf<E> =
  E extends Endpoint<infer M, infer P, infer Q, infer B, infer R>
    ? Call<M, P, QueryInput<Q>, B extends z.ZodType ? z.input<B> : undefined, z.output<R>>
    : never

export type CallsOf<A> = { readonly [K in keyof A]: CallOf<A[K]> }

export type QueryOf<C> = C extends Call<Method, string, infer Q> ? Q : never
export type BodyOf<C> = C extends Call<Method, string, unknown, infer B> ? B : never
export type ReplyOf<C> = C extends Call<Method, string, unknown, unknown, infer R> ? R : never
export type ParamsOf<C> = C extends Call<Method, infer P> ? PathParams<P> : never

// ------------------------------------------------------------------------------------------------ paths

/** The path with its `:params` filled in, each URI-encoded; a missing param throws (a bug, not user input). */
export function fillPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}

/**
 * docs/api.md, "Transport": list keys repeat (`calendars=a&calendars=b`), an empty list is the key with no value
 * (`calendars=`, "none"), and an undefined value is left out ("no filter").
 */
export function toQueryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    if (Array.isArray(value)) {
      if (value.length === 0) params.append(key, '')
      for (const item of value) params.append(key, String(item))
    } else {
      params.append(key, String(value))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Path, params and query as one URL path: what the page fetches and what the back end's tests send. */
export const callUrl = (call: { path: string }, params?: Record<string, string | number>, query?: Query) =>
  `${fillPath(call.path, params)}${toQueryString(query)}`
