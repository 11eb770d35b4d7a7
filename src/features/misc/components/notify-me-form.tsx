import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

// Enough to catch typos; the browser's own email check is turned off so the message is ours and translated.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// no address is longer (RFC 5321's path limit)
const EMAIL_MAX = 254

/** Validated in the page only: the demo has no mailing list, and the confirmation says so. */
export function NotifyMeForm() {
  const { t } = useTranslation('misc')
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<string>()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = input.current?.value.trim() ?? ''
    const problem = !email
      ? t('comingSoon.emailRequired')
      : EMAIL.test(email) && email.length <= EMAIL_MAX
        ? undefined
        : t('comingSoon.emailInvalid')
    setError(problem)
    if (problem) input.current?.focus()
    else setDone(email)
  }

  if (done) {
    return (
      <p
        role="status"
        className="rounded-lg bg-success-light px-4 py-3 text-sm wrap-anywhere text-success-ink"
      >
        {t('comingSoon.done', { email: done })}
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
      <Button type="submit">{t('comingSoon.submit')}</Button>
    </form>
  )
}
