import Mail from 'lucide-react/icons/mail'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MailMessage } from '@contract/mail'
import { mailCalls } from '@contract/mail.calls'
import type { MailTemplate } from '@contract/mail.values'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { apiFetch } from '@/lib/http/client'
import { MailPreview } from './mail-preview'

/**
 * The browser demo has no mail server: the message the back end would have mailed stays in its outbox, and this
 * dialog shows the newest one to `email` (of `template` when given) as it would arrive. Its text is the back
 * end's (English, like the messages themselves); the frame around it is translated. The forgot-password page and
 * the signed-in shell's verify-e-mail banner open it.
 */
export function MessageDialog({
  email,
  template,
  open,
  onOpenChange,
}: {
  email: string
  template?: MailTemplate
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('auth')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('message.close')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5 text-primary-ink" />
            {t('message.title')}
          </DialogTitle>
          <DialogDescription>{t('message.description')}</DialogDescription>
        </DialogHeader>
        <OutboxMessage email={email} template={template} />
      </DialogContent>
    </Dialog>
  )
}

/** The newest message to `email`, read when the dialog opens (its content mounts then). */
function OutboxMessage({ email, template }: { email: string; template: MailTemplate | undefined }) {
  const { t, i18n } = useTranslation('auth')
  // the auth pages have no query cache (it comes with the signed-in app): plain state, one read per opening
  const [outbox, setOutbox] = useState<{ message?: MailMessage; failed?: boolean }>()
  useEffect(() => {
    let current = true
    apiFetch(mailCalls.outbox, { query: { to: email } }).then(
      ({ messages }) =>
        current && setOutbox({ message: messages.find((m) => !template || m.template === template) }),
      () => current && setOutbox({ failed: true }),
    )
    return () => {
      current = false
    }
  }, [email, template])
  const message = outbox?.message
  return (
    <>
      {!outbox ? (
        <Skeleton className="h-48 w-full" />
      ) : outbox.failed ? (
        <p role="alert">{t('message.loadFailed')}</p>
      ) : !message ? (
        <p>{t('message.none', { email })}</p>
      ) : (
        <MailPreview
          message={message}
          language={i18n.language}
          labels={{
            from: t('message.from'),
            to: t('message.to'),
            sent: t('message.sent'),
            subject: t('message.subject'),
          }}
        />
      )}
    </>
  )
}
