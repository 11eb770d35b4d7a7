import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { PASSWORD_MIN } from '@contract/password'
import type { User } from '@contract/users'
import { SessionList } from '@/components/account/session-list'
import { TwoStepState } from '@/components/account/two-step-state'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { useCan } from '@/lib/ability'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { useSetUserPassword } from '../api/set-user-password'
import { useEndUserSession, useUserSecurity } from '../api/user-security'

/**
 * The view's Security tab: the password card, then (for an admin, and a person with a sign-in account) their
 * two-step state and their sessions, each of which the admin may sign out.
 */
export function UserSecurityTab({ user }: { user: User }) {
  const can = useCan()
  return (
    <div className="flex flex-col gap-6">
      <SetPasswordCard user={user} />
      {user.accountId !== undefined && can({ action: 'manage', subject: 'User' }) && (
        <AccountSecurityCards user={user} />
      )}
    </div>
  )
}

function AccountSecurityCards({ user }: { user: User }) {
  const { t } = useTranslation(['users', 'account', 'common'])
  const security = useUserSecurity(user.id)
  const endOne = useEndUserSession(user.id)
  if (security.isPending) return <Skeleton className="h-48 rounded-xl" />
  if (security.isError)
    return (
      <Card>
        <CardContent role="alert" className="flex flex-wrap items-center gap-3 pt-6">
          <p>{t('users:security.loadFailed')}</p>
          <Button variant="outline" onClick={() => void security.refetch()}>
            {t('common:retry')}
          </Button>
        </CardContent>
      </Card>
    )
  const { twoStep, sessions } = security.data
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('account:security.twoStepTitle')}</h2>
          </CardTitle>
          <CardDescription>
            {t(twoStep ? 'users:security.twoStepOnBody' : 'users:security.twoStepOffBody', {
              name: user.fullName,
            })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoStepState on={twoStep} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('account:sessions.title')}</h2>
          </CardTitle>
          <CardDescription>
            {t('users:security.sessionsDescription', { name: user.fullName })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {sessions.length === 0 ? (
            <p className="text-muted-foreground">{t('users:security.noSessions', { name: user.fullName })}</p>
          ) : (
            <SessionList
              sessions={sessions}
              ending={endOne.isPending ? endOne.variables : undefined}
              onSignOut={(session) =>
                endOne.mutate(session.id, {
                  onSuccess: () => toast.success(t('account:sessions.signedOut')),
                  onError: (error) =>
                    toast.error(t('account:sessions.failed'), { description: error.message }),
                })
              }
            />
          )}
        </CardContent>
      </Card>
    </>
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
