/** A reply the server refused (non-2xx), or a 200 that carries `{error}` (register conflicts, see docs/api.md#errors). */
export class ApiError extends Error {
  readonly status: number
  readonly body: unknown
  /** `{error: {field: message}}` bodies, with the null (fine) fields left out */
  readonly fieldErrors?: Record<string, string>

  constructor(status: number, body: unknown) {
    const error = body && typeof body === 'object' && 'error' in body ? body.error : undefined
    const fieldErrors =
      error && typeof error === 'object' ? pickMessages(error as Record<string, unknown>) : undefined
    super(
      typeof error === 'string'
        ? error
        : (fieldErrors && Object.values(fieldErrors)[0]) || `Request failed with status ${status}`,
    )
    this.name = 'ApiError'
    this.status = status
    this.body = body
    if (fieldErrors && Object.keys(fieldErrors).length > 0) this.fieldErrors = fieldErrors
  }
}

function pickMessages(error: Record<string, unknown>): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const [field, message] of Object.entries(error))
    if (typeof message === 'string') messages[field] = message
  return messages
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
