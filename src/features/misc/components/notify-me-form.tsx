import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { isApiError } from '@/lib/http/client'
import { notifyMe } from '../api/notify-me'

// Enough to catch typos; the browser's own email check is turned off so the message is ours and translated.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// no address is longer (RFC 5321's path limit)
const EMAIL_MAX = 254

/**
 * Checks the address in the page, then stores it through the API (`POST /api/launch/notify-me`) and says so; a refusal
 * from the server is said beside the field and the address stays for another try.
 */
export function NotifyMeForm() {
  const { t } = useTranslation('misc')
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<{ email: string; alreadyListed: boolean }>()
  const [sending, setSending] = useState(false)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = input.current?.value.trim() ?? ''
    const problem = !email
      ? t('comingSoon.emailRequired')
      : EMAIL.test(email) && email.length <= EMAIL_MAX
        ? undefined
        : t('comingSoon.emailInvalid')
    setError(problem)
    if (problem) {
      input.current?.focus()
      return
    }
    setSending(true)
    notifyMe(email)
      .then(setDone, (failure: unknown) => {
        const field = isApiError(failure) ? failure.fieldErrors?.email : undefined
        const message = failure instanceof Error ? failure.message : String(failure)
        setError(field ? t('comingSoon.emailInvalid') : t('comingSoon.failed', { message }))
        input.current?.focus()
      })
      .finally(() => setSending(false))
  }

  if (done) {
    return (
      <p
        role="status"
        className="rounded-lg bg-success-light px-4 py-3 text-sm wrap-anywhere text-success-ink"
      >
        {t(done.alreadyListed ? 'comingSoon.alreadyListed' : 'comingSoon.done', { email: done.email })}
      </p>
    )
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex w-full max-w-md flex-col gap-3 text-start sm:flex-row sm:items-start"
    >
      <FormField
        label={<span className="sr-only">{t('comingSoon.emailLabel')}</span>}
        error={error}
        className="flex-1 gap-0"
      >
        <Input ref={input} type="email" autoComplete="email" placeholder={t('comingSoon.emailPlaceholder')} />
      </FormField>
      <Button type="submit" loading={sending}>
        {t('comingSoon.submit')}
      </Button>
    </form>
  )
}
