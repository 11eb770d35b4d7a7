import { z } from 'zod'
import { endpoint } from './endpoint'
import { shortText } from './common'
import { MAIL_TEMPLATES } from './mail.values'

/**
 * The messages the back end sends (their names: contract/mail.values.ts; what each says: contract/mail-templates.ts).
 * A message is plain structured text: a subject, paragraphs and at most one action link, so it can go out by SMTP
 * as text, be written to the server log, and be shown as React text, never as HTML (the forgot-password page's
 * "Open the message", the mail templates page). Where it goes: docs/auth.md, "Password reset".
 */

export const mailMessageSchema = z.object({
  id: z.string().min(1),
  template: z.enum(MAIL_TEMPLATES),
  to: z.string(),
  subject: z.string(),
  paragraphs: z.array(z.string()),
  /** The message's one button, e.g. "Reset password" and the link to the reset page. */
  action: z.object({ label: z.string(), url: z.string() }).nullable(),
  /** ISO date-time. */
  sentAt: z.string(),
})
export type MailMessage = z.infer<typeof mailMessageSchema>

/** The outbox keeps the newest messages only. */
export const OUTBOX_MAX = 50

export const outboxQuerySchema = z.object({ to: shortText().trim().optional() })
export const outboxReplySchema = z.object({ messages: z.array(mailMessageSchema) })
export type OutboxReply = z.infer<typeof outboxReplySchema>

export const mailApi = {
  outbox: endpoint({
    method: 'GET',
    path: '/mail/outbox',
    query: outboxQuerySchema,
    reply: outboxReplySchema,
    auth: false,
    summary:
      'The messages sent, newest first, those to `to` only when given. In the browser the visitor owns them and no sign-in is needed; on the Node server only `manage all` (admin)',
  }),
}
