import { Mail } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MailMessage } from '@contract/mail'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { dateTimeFormat } from '@/lib/intl'
import { fetchOutbox } from '../api/password-reset'

/**
 * The browser demo has no mail server: the message the back end would have mailed stays in its outbox, and this
 * dialog shows the newest one to `email` as it would arrive. Its text is the back end's (English, like the
 * messages themselves); the frame around it is translated.
 */
export function MessageDialog({
  email,
  open,
  onOpenChange,
}: {
  email: string
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
        <OutboxMessage email={email} />
      </DialogContent>
    </Dialog>
  )
}

/** The newest message to `email`, read when the dialog opens (its content mounts then). */
function OutboxMessage({ email }: { email: string }) {
  const { t, i18n } = useTranslation('auth')
  // the auth pages have no query cache (it comes with the signed-in app): plain state, one read per opening
  const [outbox, setOutbox] = useState<{ message?: MailMessage; failed?: boolean }>()
  useEffect(() => {
    let current = true
    fetchOutbox(email).then(
      ({ messages }) => current && setOutbox({ message: messages[0] }),
      () => current && setOutbox({ failed: true }),
    )
    return () => {
      current = false
    }
  }, [email])
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
        <article aria-label={message.subject} className="flex flex-col gap-4 rounded-lg border p-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
            <dt>{t('message.from')}</dt>
            <dd className="text-foreground">Tessera</dd>
            <dt>{t('message.to')}</dt>
            <dd className="text-foreground">
              <span dir="ltr">{message.to}</span>
            </dd>
            <dt>{t('message.sent')}</dt>
            <dd className="text-foreground">
              {dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(message.sentAt),
              )}
            </dd>
            <dt>{t('message.subject')}</dt>
            <dd lang="en" className="font-semibold text-foreground">
              {message.subject}
            </dd>
          </dl>
          <div lang="en" dir="ltr" className="flex flex-col gap-3 text-start">
            {message.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {message.action && (
              <Button asChild className="self-start">
                {/* a whole page load, as from a mail client */}
                <a href={message.action.url}>{message.action.label}</a>
              </Button>
            )}
          </div>
        </article>
      )}
    </>
  )
}
