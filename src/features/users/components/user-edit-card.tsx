import { zodResolver } from '@hookform/resolvers/zod'
import type { FormEvent, ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/components/ui/toast'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { useUpdateUser } from '../api/update-user'
import { translateServerMessage } from '../user-form'

interface UserEditCardProps<T extends FieldValues> {
  userId: number
  title: string
  schema: z.ZodType<T, T>
  saved: T
  children: (form: UseFormReturn<T>, errorOf: (name: Path<T>) => string | undefined) => ReactNode
  /** Inside a dialog, which has the title and the frame: the form alone. */
  plain?: boolean
  /** After a save, e.g. to close the dialog it is in. */
  onSaved?: () => void
}

/**
 * One tab of the edit page: a form over the contract's fields starting from the stored values; Save sends them
 * through update-user, Reset puts the stored values back, and leaving it unsaved asks first.
 */
export function UserEditCard<T extends FieldValues>({
  userId,
  title,
  schema,
  saved,
  children,
  plain = false,
  onSaved,
}: UserEditCardProps<T>) {
  const { t } = useTranslation(['users', 'common'])
  const update = useUpdateUser()
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: saved as DefaultValues<T>,
    mode: 'onTouched',
  })
  const errorOf = (name: Path<T>) => {
    const message = form.getFieldState(name, form.formState).error?.message
    return message ? translateServerMessage(t, message) : undefined
  }
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: userId, ...values })
      form.reset(values)
      toast.success(t('edit.saved', { section: title }))
      onSaved?.()
    } catch (error) {
      const fields = (name: string) => (name in values ? (name as Path<T>) : undefined)
      if (applyServerErrors(form.setError, error, { fields }).length === 0)
        toast.error(t('toast.failed'), { description: error instanceof Error ? error.message : '' })
    }
  })
  const dirty = form.formState.isDirty
  const buttons = (
    <>
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t('edit.save')}
      </Button>
      <Button type="button" variant="outline" color="neutral" disabled={!dirty} onClick={() => form.reset()}>
        {t('edit.reset')}
      </Button>
    </>
  )
  const submit = (event: FormEvent) => void onSubmit(event)
  if (plain)
    return (
      <form noValidate aria-label={title} onSubmit={submit} className="flex flex-col gap-6">
        <div className="grid gap-5 md:grid-cols-2">{children(form, errorOf)}</div>
        <div className="flex flex-wrap justify-end gap-3">{buttons}</div>
      </form>
    )
  return (
    <Card>
      <form noValidate aria-label={title} onSubmit={submit}>
        <CardHeader>
          <CardTitle asChild>
            <h2>{title}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 md:grid-cols-2">{children(form, errorOf)}</CardContent>
        <CardFooter className="flex flex-wrap gap-3">{buttons}</CardFooter>
      </form>
      <UnsavedChangesGuard dirty={dirty} />
    </Card>
  )
}
