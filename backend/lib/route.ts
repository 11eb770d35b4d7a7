import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import type { z } from 'zod'
import type { AnyEndpoint, Endpoint } from '../../contract/endpoint'
import type { AppEnv } from './env'
import { validJson, validQuery, type OnInvalid } from './validate'

/** What the validators hand the handler: `c.req.valid('query' | 'json')`, typed from the descriptor's schemas. */
type ValidatedInput<E> =
  E extends Endpoint<infer _M, infer _P, infer Q, infer B>
    ? {
        in: object
        out: (Q extends z.ZodType ? { query: z.output<Q> } : object) &
          (B extends z.ZodType ? { json: z.output<B> } : object)
      }
    : never

/** Hono's param syntax is the descriptor's, so `c.req.param('id')` is typed too. */
type PathOf<E> = E extends Endpoint<infer _M, infer P> ? P : string

export type Handler<E> = (c: Context<AppEnv, PathOf<E>, ValidatedInput<E>>) => Response | Promise<Response>

export interface RouteOptions {
  /** Answers a body the schema rejects (the default is the field-error envelope, 400). */
  onInvalidBody?: OnInvalid
}

/**
 * A group of routes registered from call descriptors (contract/<group>.ts): `route` takes a descriptor, the
 * guards (requireAuth, requireAbility) and the handler, registers method and path on the router and validates
 * the query and body with the descriptor's schemas before the handler runs. `endpoints` lists what was
 * registered, so a test can check that every descriptor has exactly one handler. See docs/backend.md.
 */
export function routeGroup() {
  const router = new Hono<AppEnv>()
  const endpoints: AnyEndpoint[] = []

  function route<E extends AnyEndpoint>(
    api: E,
    guards: readonly MiddlewareHandler<AppEnv>[],
    handler: Handler<E>,
    options: RouteOptions = {},
  ) {
    const validators: MiddlewareHandler<AppEnv>[] = []
    if (api.query) validators.push(validQuery(api.query) as MiddlewareHandler<AppEnv>)
    if (api.body)
      validators.push(
        validJson(api.body, options.onInvalidBody, api.maxBodyBytes) as MiddlewareHandler<AppEnv>,
      )
    // The handler's context type is narrower than Hono's generic one; the validators above make it true.
    router.on(
      api.method,
      [api.path],
      ...guards,
      ...validators,
      handler as unknown as MiddlewareHandler<AppEnv>,
    )
    endpoints.push(api)
    return group
  }

  const group = { router, endpoints, route }
  return group
}
