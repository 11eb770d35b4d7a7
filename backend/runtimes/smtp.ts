import { createTransport } from 'nodemailer'
import type { MailMessage } from '../../contract/mail'

/**
 * Delivery through SMTP (the Node server with `SMTP_URL`, e.g. `smtp://user:pass@host:587`): each message as plain
 * text, its paragraphs and its one link, from `from` (`SMTP_FROM`). Only the Node server imports this module, so
 * nodemailer never reaches the page.
 */
export function smtpDelivery(url: string, from: string) {
  const transport = createTransport(url)
  return async (message: MailMessage): Promise<void> => {
    const text = [
      ...message.paragraphs,
      ...(message.action ? [`${message.action.label}: ${message.action.url}`] : []),
    ].join('\n\n')
    await transport.sendMail({ from, to: message.to, subject: message.subject, text })
  }
}
