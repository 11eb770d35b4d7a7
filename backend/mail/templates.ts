import { RESET_TOKEN_LIFETIME_MINUTES } from '../../contract/auth'
import type { MailMessage, MailTemplate } from '../../contract/mail'

/*
 * Every message the back end sends, one entry per template: what it says, from the few values it needs. A new
 * message (verify e-mail, welcome, two-step turned on, invoice sent) is a new name in contract/mail.ts's
 * MAIL_TEMPLATES and an entry here; `composeMail` then sends it like the others. Messages are written in English:
 * the back end does not know the reader's language.
 */

interface TemplateValues {
  resetPassword: { name: string; link: string }
}

type Content = Pick<MailMessage, 'subject' | 'paragraphs' | 'action'>

const TEMPLATES: { [T in MailTemplate]: (values: TemplateValues[T]) => Content } = {
  resetPassword: ({ name, link }) => ({
    subject: 'Reset your Tessera password',
    paragraphs: [
      `Hello ${name},`,
      'Someone asked to reset the password of your Tessera account. If it was you, choose a new password with the button below.',
      `The link works once, for ${RESET_TOKEN_LIFETIME_MINUTES} minutes. Afterwards every device signed in to your account is signed out.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
    action: { label: 'Reset password', url: link },
  }),
}

/** A message of `template` to `to`, ready to send. */
export function composeMail<T extends MailTemplate>(
  template: T,
  to: string,
  values: TemplateValues[T],
  now: number,
): MailMessage {
  return {
    id: crypto.randomUUID(),
    template,
    to,
    ...TEMPLATES[template](values),
    sentAt: new Date(now).toISOString(),
  }
}

/** The message as plain text: the server log and a text-only mail show this. */
export const mailText = (message: MailMessage) =>
  [
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    '',
    ...message.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(message.action ? [`${message.action.label}: ${message.action.url}`] : []),
  ].join('\n')
