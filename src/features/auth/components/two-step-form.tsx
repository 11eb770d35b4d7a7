import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { LoginReply } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { isApiError } from '@/lib/http/api-error'
import { loginTwoStep } from '../api/login'

interface TwoStepFormProps {
  challenge: string
  onSignedIn: (session: LoginReply) => Promise<void>
  /** Back to the password: the challenge ended, or the user wants to. */
  onRestart: () => void
}

/**
 * Sign-in's second step, after a right password for an account with two-step on: a code from the authenticator
 * app or a recovery code. Loaded only then (its own chunk, its strings their own namespace), so the sign-in
 * page's first load does not carry it.
 * The server's refusals (a wrong or used code, the lock after five) show under the field as it wrote them.
 */
export default function TwoStepForm({ challenge, onSignedIn, onRestart }: TwoStepFormProps) {
  const { t } = useTranslation(['authTwoStep', 'auth'])
  const inputRef = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => inputRef.current?.focus(), [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const code = inputRef.current?.value.trim() ?? ''
    if (!code) {
      setError(t('required'))
      inputRef.current?.focus()
      return
    }
    setSubmitting(true)
    try {
      await onSignedIn(await loginTwoStep({ challenge, code }))
    } catch (caught) {
      if (isApiError(caught) && caught.fieldErrors?.code) {
        setError(caught.fieldErrors.code)
        inputRef.current?.select()
      } else if (isApiError(caught) && caught.status === 401) {
        toast.error(t('expired'))
        onRestart()
      } else {
        toast.error(t('auth:requestFailed'), {
          description: caught instanceof Error ? caught.message : String(caught),
        })
      }
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="two-step-title">
      <div className="flex flex-col gap-1">
        <h2 id="two-step-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      <FormField label={t('code')} error={error} hint={t('hint')} required>
        <Input
          ref={inputRef}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          dir="ltr"
          onInput={() => setError(undefined)}
        />
      </FormField>
      <Button type="submit" loading={submitting} className="w-full">
        {t('submit')}
      </Button>
      <Button type="button" variant="ghost" onClick={onRestart} className="w-full">
        {t('back')}
      </Button>
    </form>
  )
}
