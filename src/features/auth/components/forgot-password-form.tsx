import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas'
import { BackToLogin, type LoginPath } from './back-to-login'
import { Confirmation } from './confirmation'

interface ForgotPasswordFormProps {
  loginTo: LoginPath
  resetTo: '/pages/reset-password-v1' | '/pages/reset-password-v2'
}

/** The API has no password-reset call: the form validates, then says plainly that nothing was sent. */
export function ForgotPasswordForm({ loginTo, resetTo }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth')
  const schema = useMemo(() => forgotPasswordSchema(t), [t])
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  })
  const [sentTo, setSentTo] = useState<string>()

  if (sentTo) {
    return (
      <>
        <Confirmation title={t('forgot.doneTitle')}>
          <p>{t('forgot.doneBody', { email: sentTo })}</p>
          <p className="text-muted-foreground">{t('forgot.doneNext')}</p>
          <Button asChild variant="soft" className="self-start">
            <Link to={resetTo}>{t('forgot.openReset')}</Link>
          </Button>
        </Confirmation>
        <BackToLogin to={loginTo} />
      </>
    )
  }

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(({ email }) => setSentTo(email))}
        className="flex flex-col gap-4"
      >
        <FormField label={t('fields.email')} error={formState.errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('placeholders.email')}
            {...register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full">
          {t('forgot.submit')}
        </Button>
      </form>
      <BackToLogin to={loginTo} />
    </>
  )
}
