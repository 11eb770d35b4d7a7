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

/** An unknown id: 404 `{"error": "<Thing> not found"}`, word for word as the contract has it (docs/api.md, "Errors"). */
export const notFound = (thing: string) => new ApiError(404, { error: `${thing} not found` })

export const UNAUTHORIZED = { error: 'Unauthorized' } satisfies ErrorEnvelope
export const FORBIDDEN = { error: 'Forbidden' } satisfies ErrorEnvelope
export const SOMETHING_WENT_WRONG = { error: 'Something went wrong' } satisfies ErrorEnvelope
export const NOT_JSON = { error: 'Request body must be JSON' } satisfies ErrorEnvelope

/** The largest request body any call takes: well above the longest valid one (a 20,000-character mail body). */
export const MAX_BODY_BYTES = 256 * 1024
/** The 413 of a body over `max` bytes (a call that takes files has a larger limit than MAX_BODY_BYTES). */
export const bodyTooLarge = (max: number): ErrorEnvelope => ({
  error: `Request body is too large (at most ${Math.floor(max / 1024).toLocaleString('en')} KB)`,
})
export const BODY_TOO_LARGE = bodyTooLarge(MAX_BODY_BYTES)
