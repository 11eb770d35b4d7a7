import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { isApiError } from '@/lib/http/client'

/** How a form shows one field's message; react-hook-form's `setError` is one, the sign-in form has its own. */
export type SetFieldError<Field extends string> = (
  field: Field,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void

/**
 * Puts a refused call's messages where they belong, exactly as the server wrote them: field messages beside
 * their fields (focusing the first), anything else in a toast. What the user typed stays in the form.
 */
export function useServerErrors<Field extends string>(
  setError: SetFieldError<Field>,
  fields: readonly Field[],
) {
  const { t } = useTranslation('auth')
  return (error: unknown) => {
    const fieldErrors = isApiError(error) ? error.fieldErrors : undefined
    const known = fields.filter((field) => fieldErrors?.[field])
    known.forEach((field, index) =>
      setError(field, { type: 'server', message: fieldErrors![field] }, { shouldFocus: index === 0 }),
    )
    if (known.length === 0) {
      toast.error(t('requestFailed'), { description: error instanceof Error ? error.message : String(error) })
    }
  }
}
