/** The names of the messages the back end sends; zod-free, so the mail templates page reads them without zod. */
export const MAIL_TEMPLATES = [
  'resetPassword',
  'verifyEmail',
  'welcome',
  'twoStepEnabled',
  'invoiceSent',
] as const
export type MailTemplate = (typeof MAIL_TEMPLATES)[number]
