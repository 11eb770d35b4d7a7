import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN } from '@contract/password'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { registerAccount } from '../api/register'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in'
import { useServerErrors } from '../hooks/use-server-errors'
import { registerSchema, type RegisterValues } from '../schemas'

interface RegisterFormProps {
  loginTo: '/login' | '/pages/login-v1' | '/pages/login-v2'
}

/**
 * A new account is signed in at once (docs/api.md#authentication); a verification message goes to its address,
 * and the signed-in shell reminds the user until its link is followed.
 */
export function RegisterForm({ loginTo }: RegisterFormProps) {
  const { t } = useTranslation('auth')
  const schema = useMemo(() => registerSchema(t), [t])
  const { register, control, handleSubmit, setError, formState } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '', password: '', terms: false },
  })
  const { errors } = formState
  const completeSignIn = useCompleteSignIn(undefined)
  const showServerErrors = useServerErrors(setError, ['username', 'email', 'password'])

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    try {
      const { user, accessToken, refreshToken } = await registerAccount({ username, email, password })
      await completeSignIn({ userData: user, accessToken, refreshToken })
    } catch (error) {
      showServerErrors(error)
    }
  })

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={t('fields.username')} error={errors.username?.message} required>
          <Input autoComplete="username" placeholder={t('placeholders.username')} {...register('username')} />
        </FormField>
        <FormField label={t('fields.email')} error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('placeholders.email')}
            {...register('email')}
          />
        </FormField>
        <FormField
          label={t('fields.password')}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
          error={errors.password?.message}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            toggleLabel={t('fields.showPassword')}
            {...register('password')}
          />
        </FormField>
        <Controller
          control={control}
          name="terms"
          render={({ field: { value, onChange, ref, onBlur, name } }) => (
            <FormField inline label={t('fields.terms')} error={errors.terms?.message} required>
              <Checkbox
                ref={ref}
                name={name}
                checked={value}
                onBlur={onBlur}
                onCheckedChange={(checked) => onChange(checked)}
              />
            </FormField>
          )}
        />
        <Button type="submit" loading={formState.isSubmitting} className="w-full">
          {t('register.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <span className="text-muted-foreground">{t('register.haveAccount')}</span>{' '}
        <Link to={loginTo} className="font-medium text-primary-ink hover:underline">
          {t('register.signIn')}
        </Link>
      </p>
    </div>
  )
}
