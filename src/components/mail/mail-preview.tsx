import type { MailMessage } from '@contract/mail'
import { Button } from '@/components/ui/button'
import { dateTimeFormat } from '@/lib/intl'

/** The frame's words, from the caller's namespace (this part loads with no namespace of its own). */
export interface MailPreviewLabels {
  from: string
  to: string
  sent: string
  subject: string
}

/**
 * A message the back end sends, as it would arrive: the forgot-password page's "Open the message" and the mail
 * templates page show it. The message is structured text (contract/mail.ts), drawn as React text, never as HTML;
 * it is in English like the back end's messages, the frame in the reader's language.
 */
export function MailPreview({
  message,
  labels,
  language,
}: {
  message: Pick<MailMessage, 'to' | 'subject' | 'paragraphs' | 'action' | 'sentAt'>
  labels: MailPreviewLabels
  language: string
}) {
  return (
    <article aria-label={message.subject} className="flex flex-col gap-4 rounded-lg border p-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
        <dt>{labels.from}</dt>
        <dd className="text-foreground">Tessera</dd>
        <dt>{labels.to}</dt>
        <dd className="text-foreground">
          <span dir="ltr">{message.to}</span>
        </dd>
        <dt>{labels.sent}</dt>
        <dd className="text-foreground">
          {dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(message.sentAt),
          )}
        </dd>
        <dt>{labels.subject}</dt>
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
  )
}
