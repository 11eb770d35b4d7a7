import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { applyServerErrors, type SetServerError } from '@/lib/forms/server-errors'

/**
 * The sign-in and sign-up forms' refusals, exactly as the server wrote them: field messages beside their fields
 * (src/lib/forms), anything else in a toast.
 */
export function useServerErrors<Field extends string>(
  setError: SetServerError<Field>,
  fields: readonly Field[],
) {
  const { t } = useTranslation('auth')
  return (error: unknown) => {
    if (applyServerErrors(setError, error, { fields }).length === 0)
      toast.error(t('requestFailed'), { description: error instanceof Error ? error.message : String(error) })
  }
}
