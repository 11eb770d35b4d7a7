import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RESET_TOKEN_LIFETIME_MINUTES } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { MessageDialog } from '@/components/mail/message-dialog'
import { isApiError } from '@/lib/http/client'
import { requestPasswordReset } from '../api/password-reset'
import { useServerErrors } from '../hooks/use-server-errors'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas'
import { BackToLogin, type LoginPath } from './back-to-login'
import { Confirmation } from './confirmation'

interface ForgotPasswordFormProps {
  loginTo: LoginPath
  /** The reset page the message links to, in this page's look. */
  resetTo: '/pages/reset-password-v1' | '/pages/reset-password-v2'
}

/**
 * Asks the back end to send a reset message. Its answer is the same whether or not an account has the address, so
 * the confirmation says "if". In the browser demo the message stays in the outbox, and "Open the message" shows it.
 */
export function ForgotPasswordForm({ loginTo, resetTo }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth')
  const schema = useMemo(() => forgotPasswordSchema(t), [t])
  const { register, handleSubmit, formState, setError } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  })
  const showServerErrors = useServerErrors(setError, ['email'])
  const [sent, setSent] = useState<{ email: string; demoOutbox: boolean }>()
  const [messageOpen, setMessageOpen] = useState(false)

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { demoOutbox } = await requestPasswordReset({ email, resetPage: resetTo })
      setSent({ email, demoOutbox })
    } catch (error) {
      if (isApiError(error) && error.status === 429)
        setError('email', { type: 'server', message: t('forgot.tooMany') }, { shouldFocus: true })
      else showServerErrors(error)
    }
  })

  if (sent) {
    return (
      <>
        <Confirmation title={t('forgot.doneTitle')}>
          <p>{t('forgot.doneBody', { email: sent.email, minutes: RESET_TOKEN_LIFETIME_MINUTES })}</p>
          {sent.demoOutbox && (
            <>
              <p className="text-muted-foreground">{t('forgot.demoOutbox')}</p>
              <Button variant="soft" className="self-start" onClick={() => setMessageOpen(true)}>
                {t('forgot.openMessage')}
              </Button>
            </>
          )}
        </Confirmation>
        <BackToLogin to={loginTo} />
        {sent.demoOutbox && (
          <MessageDialog email={sent.email} template="resetPassword" open={messageOpen} onOpenChange={setMessageOpen} />
        )}
      </>
    )
  }

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField label={t('fields.email')} error={formState.errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('placeholders.email')}
            {...register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </form>
      <BackToLogin to={loginTo} />
    </>
  )
}
