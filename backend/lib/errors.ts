import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorEnvelope } from '../../contract/common'

/** Thrown anywhere in a route (also inside a store update, which then writes nothing); app.onError answers it. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorEnvelope,
  ) {
    super(typeof body.error === 'string' ? body.error : JSON.stringify(body.error))
  }
}

export const notFound = (thing: string, id: number | string) =>
  new ApiError(404, { error: `${thing} ${id} not found` })

export const UNAUTHORIZED = { error: 'Unauthorized' } satisfies ErrorEnvelope
export const FORBIDDEN = { error: 'Forbidden' } satisfies ErrorEnvelope
export const SOMETHING_WENT_WRONG = { error: 'Something went wrong' } satisfies ErrorEnvelope
export const NOT_JSON = { error: 'Request body must be JSON' } satisfies ErrorEnvelope
