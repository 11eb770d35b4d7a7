import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { PASSWORD_MIN } from '@contract/password'
import type { User } from '@contract/users'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/toast'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { useSetUserPassword } from '../api/set-user-password'

/**
 * The view's Security tab. Two-step verification and the person's sign-in sessions (issue #41) are cards of their
 * own below the password one: this component is the one place they are added.
 */
export function UserSecurityTab({ user }: { user: User }) {
  return (
    <div className="flex flex-col gap-6">
      <SetPasswordCard user={user} />
    </div>
  )
}

function SetPasswordCard({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const schema = useMemo(
    () =>
      z
        .object({
          password: z
            .string()
            .min(PASSWORD_MIN, t('security.passwordShort', { min: PASSWORD_MIN }))
            .max(200),
          confirm: z.string(),
        })
        .refine((values) => values.confirm === values.password, {
          message: t('security.passwordMismatch'),
          path: ['confirm'],
        }),
    [t],
  )
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } })
  const setPassword = useSetUserPassword()
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync({ id: user.id, password })
      form.reset()
      toast.success(t('security.passwordSet', { name: user.fullName }))
    } catch (error) {
      if (
        applyServerErrors(form.setError, error, {
          fields: (name) => (name === 'password' ? name : undefined),
        }).length === 0
      )
        toast.error(t('toast.failed'), { description: error instanceof Error ? error.message : '' })
    }
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('security.passwordTitle')}</h2>
        </CardTitle>
        <CardDescription>
          {user.accountId === undefined
            ? t('security.noAccount', { name: user.fullName })
            : t('security.passwordDescription', { name: user.fullName })}
        </CardDescription>
      </CardHeader>
      {user.accountId !== undefined && (
        <form noValidate aria-label={t('security.passwordTitle')} onSubmit={(event) => void onSubmit(event)}>
          <CardContent className="grid gap-5 md:grid-cols-2">
            <FormField
              label={t('security.newPassword')}
              hint={t('security.passwordHint', { min: PASSWORD_MIN })}
              error={errors.password?.message}
              required
            >
              <PasswordInput
                autoComplete="new-password"
                toggleLabel={t('security.showPassword')}
                {...form.register('password')}
              />
            </FormField>
            <FormField label={t('security.confirmPassword')} error={errors.confirm?.message} required>
              <PasswordInput
                autoComplete="new-password"
                toggleLabel={t('security.showPassword')}
                {...form.register('confirm')}
              />
            </FormField>
          </CardContent>
          <CardFooter>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('security.setPassword')}
            </Button>
          </CardFooter>
        </form>
      )}
    </Card>
  )
}
