import { RESET_PAGES } from '@contract/auth'
import type { MailTemplateValues } from '@contract/mail-templates'
import type { MailTemplate } from '@contract/mail.values'
import { PAGES } from '@contract/pages'

/** The made-up reader the previews are addressed to. */
export const SAMPLE_RECIPIENT = { name: 'John Doe', email: 'john.doe@example.com' }

/**
 * The values each preview is composed with. Links lead to this app's own pages, as the back end's do; the token
 * is made up, so the reset page answers that the link is not valid.
 */
export function sampleValues(origin: string): MailTemplateValues {
  const name = SAMPLE_RECIPIENT.name
  return {
    resetPassword: { name, link: `${origin}${RESET_PAGES[1]}?token=sample` },
    // no verify-e-mail page yet: the sample leads to the sign-in, where a confirmed account goes next
    verifyEmail: { name, link: `${origin}${PAGES['pages-login-v1'].path}` },
    welcome: { name, link: `${origin}${PAGES['pages-login-v1'].path}` },
    twoStepEnabled: { name, link: `${origin}${PAGES['pages-account-settings'].path}?tab=security` },
    invoiceSent: {
      name,
      invoiceNumber: '4987',
      total: '$3,428.00',
      dueDate: '2026-12-31',
      link: `${origin}${PAGES['apps-invoice-preview'].path}`,
    },
  } satisfies { [T in MailTemplate]: MailTemplateValues[T] }
}
