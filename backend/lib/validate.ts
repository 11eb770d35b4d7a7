import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'
import type { ErrorEnvelope } from '../../contract/common'
import type { AppEnv } from './env'
import { bodyTooLarge, MAX_BODY_BYTES, NOT_JSON } from './errors'

/** A zod error as the contract's envelope: one message per field, or a single message for the whole input. */
export function toErrorEnvelope(error: z.ZodError): ErrorEnvelope {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    if (issue.path.length === 0) return { error: issue.message }
    fields[issue.path.join('.')] ??= issue.message
  }
  return { error: fields }
}

export type OnInvalid = (c: Context<AppEnv>, error: z.ZodError) => Response

/** Query parameters: a key given once is a string, a repeated key an array (list parameters). */
export const validQuery = <S extends z.ZodType>(schema: S) =>
  createMiddleware<
    AppEnv,
    string,
    { in: { query: Record<string, string | string[]> }; out: { query: z.output<S> } }
  >(async (c, next) => {
    const raw = Object.fromEntries(
      Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
    )
    const result = schema.safeParse(raw)
    if (!result.success) return c.json(toErrorEnvelope(result.error), 400)
    c.req.addValidatedData('query', result.data as object)
    return next()
  })

/** Bodies over the call's limit are a 413 before they are read whole (docs/api.md, "Errors"). */
const limitBodyTo = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => c.json(bodyTooLarge(maxSize), 413) })
const limitBody = limitBodyTo(MAX_BODY_BYTES)

/**
 * JSON body, whatever the Content-Type says; over the size limit (MAX_BODY_BYTES unless the call says more) is a
 * 413, not JSON a 400, and so is a body the schema rejects.
 */
export const validJson = <S extends z.ZodType>(schema: S, onInvalid?: OnInvalid, maxBodyBytes?: number) => {
  const limit = maxBodyBytes ? limitBodyTo(maxBodyBytes) : limitBody
  return createMiddleware<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(
    (c, next) =>
      limit(c, async () => {
        let body: unknown
        try {
          body = JSON.parse(await c.req.text())
        } catch {
          c.res = c.json(NOT_JSON, 400)
          return
        }
        const result = schema.safeParse(body)
        if (!result.success) {
          c.res = onInvalid ? onInvalid(c, result.error) : c.json(toErrorEnvelope(result.error), 400)
          return
        }
        c.req.addValidatedData('json', result.data as object)
        await next()
      }),
  )
}
