import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { login } from '../api/login'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in'
import { useServerErrors } from '../hooks/use-server-errors'
import { lazyResolver } from '@/lib/lazy-resolver'
import type { LoginValues } from '../schemas'
import { SampleAccounts } from './sample-accounts'

interface LoginFormProps {
  /** where to go after signing in (checked to be a path of this app) */
  redirect?: string
  forgotPasswordTo: '/forgot-password' | '/pages/forgot-password-v1' | '/pages/forgot-password-v2'
  registerTo: '/register' | '/pages/register-v1' | '/pages/register-v2'
}

export function LoginForm({ redirect, forgotPasswordTo, registerTo }: LoginFormProps) {
  const { t } = useTranslation('auth')
  // zod loads when a field takes focus or at the first submit, not with the page (src/lib/lazy-resolver.ts)
  const resolver = useMemo(
    () => lazyResolver(() => import('./login-resolver').then((module) => module.loginResolver(t))),
    [t],
  )
  const form = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  })
  const { register, handleSubmit, setValue, setError, formState } = form
  const { errors } = formState
  const completeSignIn = useCompleteSignIn(redirect)
  const showServerErrors = useServerErrors(setError, ['email', 'password'])

  const onSubmit = handleSubmit(async (values) => {
    try {
      await completeSignIn(await login(values))
    } catch (error) {
      showServerErrors(error)
    }
  })

  return (
    <div className="flex flex-col gap-5">
      <SampleAccounts
        onPick={({ email, password }) => {
          form.clearErrors()
          setValue('email', email)
          setValue('password', password)
        }}
      />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={t('fields.email')} error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="username"
            placeholder={t('placeholders.email')}
            onFocus={resolver.preload}
            {...register('email')}
          />
        </FormField>
        <FormField label={t('fields.password')} error={errors.password?.message} required>
          <PasswordInput
            toggleLabel={t('fields.showPassword')}
            onFocus={resolver.preload}
            {...register('password')}
          />
        </FormField>
        <Link to={forgotPasswordTo} className="-mt-2 self-end text-sm text-primary-ink hover:underline">
          {t('login.forgotPassword')}
        </Link>
        <Button type="submit" loading={formState.isSubmitting} onFocus={resolver.preload} className="w-full">
          {t('login.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <span className="text-muted-foreground">{t('login.noAccount')}</span>{' '}
        <Link to={registerTo} className="font-medium text-primary-ink hover:underline">
          {t('login.createAccount')}
        </Link>
      </p>
    </div>
  )
}
