import { INVALID_ADDRESS_MESSAGE } from '@contract/email'
import { useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import { applyServerErrors, type SetServerError } from '@/lib/forms/server-errors'
import { translatedLimit } from '@/lib/text-limits'
import type { ComposeErrors } from './use-compose-state'

type ComposeField = keyof ComposeErrors
const FIELDS: readonly ComposeField[] = ['to', 'cc', 'bcc', 'subject', 'message', 'attachments']

/** The server names compose's fields inside `email` (`email.subject`, `email.to.0.email`): the form's is the second. */
function formField(serverField: string): ComposeField | undefined {
  const [group, field] = serverField.split('.')
  return group === 'email' ? FIELDS.find((name) => name === field) : undefined
}

/**
 * Compose's refusals through the shared helper (src/lib/forms/server-errors.ts): each field message beside its
 * field, in the page's language where the page knows it, the topmost wrong field focused once it shows, and what
 * was typed left alone. The returned function says whether the refusal named a field compose shows.
 */
export function useComposeRefusal(
  setErrors: Dispatch<SetStateAction<ComposeErrors>>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslation(['email', 'common'])
  const focusPending = useRef(false)
  // the message is in the DOM only after the render the error causes: focus then, the first marked field in the
  // form's order
  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
  const setError: SetServerError<ComposeField> = (field, { message }, { shouldFocus }) => {
    setErrors((current) => ({ ...current, [field]: message }))
    if (shouldFocus) focusPending.current = true
  }
  return (error: unknown) =>
    applyServerErrors(setError, error, {
      fields: formField,
      message: (message) =>
        message === INVALID_ADDRESS_MESSAGE
          ? t('composer.invalidAddress', { value: '' })
          : (translatedLimit(t, message) ?? message),
    }).length > 0
}
