import { RESET_TOKEN_LIFETIME_MINUTES } from './auth'
import type { MailMessage } from './mail'
import type { MailTemplate } from './mail.values'

/*
 * What every message the back end sends says, one entry per template, from the few values it needs. The back end
 * (backend/mail/templates.ts) sends these and the mail templates page shows them: one copy in contract/, so both import
 * it. Messages are written in English: the back end does not know the reader's language.
 */

export interface MailTemplateValues {
  resetPassword: { name: string; link: string }
  verifyEmail: { name: string; link: string }
  /** `link`: the sign-in page */
  welcome: { name: string; link: string }
  /** `link`: the account's security settings */
  twoStepEnabled: { name: string; link: string }
  /** `total`: already formatted with its currency; `link`: the invoice's preview */
  invoiceSent: { name: string; invoiceNumber: string; total: string; dueDate: string; link: string }
}

export type MailContent = Pick<MailMessage, 'subject' | 'paragraphs' | 'action'>

const TEMPLATES: { [T in MailTemplate]: (values: MailTemplateValues[T]) => MailContent } = {
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
  verifyEmail: ({ name, link }) => ({
    subject: 'Confirm your e-mail address',
    paragraphs: [
      `Hello ${name},`,
      'Please confirm that this address belongs to your Tessera account with the button below.',
      'If you did not create an account, ignore this message: nothing is confirmed without the link.',
    ],
    action: { label: 'Verify e-mail', url: link },
  }),
  welcome: ({ name, link }) => ({
    subject: 'Welcome to Tessera',
    paragraphs: [
      `Hello ${name},`,
      'Your Tessera account is ready. Sign in to see your dashboard, your apps and your settings.',
      'In your account settings you can turn on two-step sign-in and choose which events notify you.',
    ],
    action: { label: 'Sign in', url: link },
  }),
  twoStepEnabled: ({ name, link }) => ({
    subject: 'Two-step sign-in is on',
    paragraphs: [
      `Hello ${name},`,
      'Two-step sign-in was turned on for your Tessera account. From now on, signing in asks for a code from your authenticator app after the password.',
      'Keep your recovery codes somewhere safe: each one signs in once if you lose your phone.',
      'If you did not do this, change your password and check your signed-in sessions now.',
    ],
    action: { label: 'Open security settings', url: link },
  }),
  invoiceSent: ({ name, invoiceNumber, total, dueDate, link }) => ({
    subject: `Invoice #${invoiceNumber}`,
    paragraphs: [
      `Hello ${name},`,
      `Invoice #${invoiceNumber} for ${total} is ready. Payment is due by ${dueDate}.`,
      'You can read it, download it as a PDF or print it from the link below.',
    ],
    action: { label: 'View invoice', url: link },
  }),
}

/** What the message of `template` says with `values`. */
export const mailContent = <T extends MailTemplate>(
  template: T,
  values: MailTemplateValues[T],
): MailContent => TEMPLATES[template](values)

/** The message as plain text: the server log and a text-only mail show this. */
export const mailText = (message: Pick<MailMessage, 'to' | 'subject' | 'paragraphs' | 'action'>) =>
  [
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    '',
    ...message.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(message.action ? [`${message.action.label}: ${message.action.url}`] : []),
  ].join('\n')
