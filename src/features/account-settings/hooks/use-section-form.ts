import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { toast } from '@/components/ui/toast'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { errorKeyOf, formFieldOf } from '../field-errors'

/**
 * One tab's form over the contract's schema, starting from the saved values. While the user has not touched it,
 * it follows the saved values (a refetch, another tab of the browser); once touched, it keeps the user's input.
 */
export function useSectionForm<T extends FieldValues>(schema: z.ZodType<T, T>, saved: T) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: saved as never, mode: 'onTouched' })
  const { isDirty } = form.formState
  useEffect(() => {
    if (!isDirty) form.reset(saved)
    // only a new saved value matters here, not the form's dirtiness changing
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [saved])
  return form
}

/** The translated message for a field's error, or undefined. */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>) {
  const { t } = useTranslation('account')
  return (name: Path<T>) => {
    const error = form.getFieldState(name, form.formState).error
    return error ? t(`errors.${errorKeyOf(name, error.message)}`) : undefined
  }
}

/**
 * Submit: save, then the form's saved values are what was sent and a toast says so (in the words `onSaved`
 * returns, when it has its own: one toast, never two). On a refusal the server's
 * field messages go beside their fields and anything else becomes a toast; the input stays either way.
 */
export function useSectionSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  sectionTitle: string,
  save: (values: T) => Promise<R>,
  onSaved?: (reply: R, values: T) => string | void,
) {
  const { t } = useTranslation('account')
  return form.handleSubmit(async (values) => {
    try {
      const reply = await save(values)
      form.reset(values)
      const said = onSaved?.(reply, values)
      toast.success(said ?? t('saved', { section: sectionTitle }))
    } catch (error) {
      const fields = (path: string) => {
        const field = formFieldOf(path)
        return field in values ? (field as Path<T>) : undefined
      }
      if (applyServerErrors(form.setError, error, { fields }).length === 0)
        toast.error(t('saveFailed', { section: sectionTitle }), {
          description: error instanceof Error ? error.message : '',
        })
    }
  })
}
