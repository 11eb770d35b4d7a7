import type { MailMessage } from '../../contract/mail'
import type { MailTemplate } from '../../contract/mail.values'
import { mailContent, type MailTemplateValues } from '../../contract/mail-templates'

export { mailText } from '../../contract/mail-templates'

/*
 * Every message the back end sends. What each says is contract/mail-templates.ts (the mail templates page shows
 * the same text); a new message is a new name in contract/mail.values.ts and an entry there.
 */

/** A message of `template` to `to`, ready to send. */
export function composeMail<T extends MailTemplate>(
  template: T,
  to: string,
  values: MailTemplateValues[T],
  now: number,
): MailMessage {
  return {
    id: crypto.randomUUID(),
    template,
    to,
    ...mailContent(template, values),
    sentAt: new Date(now).toISOString(),
  }
}
