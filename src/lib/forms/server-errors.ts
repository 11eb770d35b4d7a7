import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '@/lib/http/api-error'

/**
 * How a form marks one field: react-hook-form's `setError` has this shape, and a form without react-hook-form
 * (the sign-in form) passes its own.
 */
export type SetServerError<Field extends string> = (
  field: Field,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void

export interface ServerErrorOptions<Field extends string> {
  /**
   * Which of the server's field names the form shows: a list of them (the form's names are the server's), or a
   * function from the server's name or path (`payment.cvc`, `socialLinks.twitter`) to the form's field, undefined
   * for one the form does not show.
   */
  fields: readonly Field[] | ((serverField: string) => Field | undefined)
  /** The text to show for the server's message, to put one the page knows in the user's language. */
  message?: (serverMessage: string, field: Field) => string
}

/**
 * Puts a refused call's field messages (the contract's 4xx `{error: {field: message}}`, read by ApiError) beside
 * the fields they name: each marked `type: 'server'`, the first one focused (the topmost, when `fields` is a list in the
 * form's order). It only marks fields, so what the user typed stays. It returns the fields it marked; none when the refusal named no field the
 * form shows (or was no refusal at all), and the caller says so another way, usually a toast.
 */
export function applyServerErrors<Field extends string>(
  setError: SetServerError<Field>,
  error: unknown,
  { fields, message }: ServerErrorOptions<Field>,
): Field[] {
  const fieldErrors = isApiError(error) ? error.fieldErrors : undefined
  const found = new Map<Field, string>()
  for (const [serverField, serverMessage] of Object.entries(fieldErrors ?? {})) {
    const field =
      typeof fields === 'function' ? fields(serverField) : fields.find((name) => name === serverField)
    // two paths can name one field (`socialLinks.twitter` and `twitter`): the first message stands
    if (field !== undefined && !found.has(field)) found.set(field, serverMessage)
  }
  // with a list, in the form's order, so the focus goes to the topmost wrong field
  const marked = typeof fields === 'function' ? [...found.keys()] : fields.filter((name) => found.has(name))
  marked.forEach((field, index) => {
    const serverMessage = found.get(field)!
    setError(
      field,
      { type: 'server', message: message ? message(serverMessage, field) : serverMessage },
      { shouldFocus: index === 0 },
    )
  })
  return marked
}

/**
 * A react-hook-form form's refusal, all of it: the field messages beside their fields (applyServerErrors) or, when
 * it names none the form shows, its message as the form's `root.server` error (which the next submit clears), for
 * the form to show as a whole: FormSheet's `error`, where a toast behind the modal sheet would not be read out.
 */
export function applyRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  options: ServerErrorOptions<Path<Values>>,
) {
  if (applyServerErrors(setError, error, options).length === 0)
    setError('root.server', {
      type: 'server',
      message: error instanceof Error ? error.message : String(error),
    })
}
