import type { Email, MailAddress, NewAttachment } from '@contract/email'
import { formatMailDate } from './format'
import { sanitizeMailHtml } from './mail-html'

/** What compose edits; `id` is the draft being continued. */
export interface ComposeValues {
  id?: number
  to: MailAddress[]
  cc: MailAddress[]
  bcc: MailAddress[]
  subject: string
  message: string
  attachments: NewAttachment[]
}

export const EMPTY_COMPOSE: ComposeValues = {
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  attachments: [],
}

const address = ({ name, email }: { name: string; email: string }): MailAddress => ({ name, email })
const keepFiles = (mail: Email) => mail.attachments.map(({ fileName, size }) => ({ fileName, size }))

/** A draft from the list, to continue where it was left. */
export const fromDraft = (mail: Email): ComposeValues => ({
  id: mail.id,
  to: mail.to.map(address),
  cc: mail.cc.map(address),
  bcc: mail.bcc.map(address),
  subject: mail.subject,
  message: mail.message,
  attachments: keepFiles(mail),
})

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`

interface QuoteText {
  locale: string
  /** "On {{date}}, {{name}} wrote:" already translated */
  wrote: (date: string, name: string) => string
  forwarded: string
}

/** A reply goes to the sender (or, for my own mail, to its recipients) and quotes the message. */
export function replyTo(mail: Email, myEmail: string | undefined, text: QuoteText): ComposeValues {
  const mine = mail.from.email === myEmail
  const date = formatMailDate(mail.time, text.locale)
  return {
    ...EMPTY_COMPOSE,
    to: mine ? mail.to.map(address) : [address(mail.from)],
    subject: prefixed('Re:', mail.subject),
    message: `<p></p><p>${escapeHtml(text.wrote(date, mail.from.name || mail.from.email))}</p><blockquote>${sanitizeMailHtml(mail.message)}</blockquote>`,
  }
}

/** A forward keeps the message and its files and leaves the recipients to the user. */
export function forwardOf(mail: Email, text: QuoteText): ComposeValues {
  return {
    ...EMPTY_COMPOSE,
    subject: prefixed('Fwd:', mail.subject),
    message: `<p></p><p>${escapeHtml(`— ${text.forwarded} —`)}</p>${sanitizeMailHtml(mail.message)}`,
    attachments: keepFiles(mail),
  }
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
}
