import type { StoredAccountSettings } from '../../contract/account'
import type { CurrentPlan } from '../../contract/pricing'
import type { Account } from './accounts'

/** Settings for an account the seed has no row for (a newly registered one): empty, all flags off. */
export const blankAccountSettings = (): StoredAccountSettings => ({
  company: '',
  info: { bio: '', dob: '', country: '', website: '', phone: '' },
  social: {
    socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
    connections: { google: false, slack: false, github: false, mailchimp: false, asana: false },
  },
  notification: {
    commentOnArticle: false,
    answerOnForm: false,
    followMe: false,
    newAnnouncements: false,
    productUpdates: false,
    blogDigest: false,
    // the apps' events notify unless the account turns them off
    orderUpdates: true,
    invoiceUpdates: true,
    taskUpdates: true,
    chatMessages: true,
    securityAlerts: true,
  },
  emailStatus: { confirmed: false, lastSentAt: null },
})

const SAMPLE_SETTINGS: Record<number, (blank: StoredAccountSettings) => StoredAccountSettings> = {
  1: (blank) => ({
    ...blank,
    company: 'Tessellate Studio',
    info: {
      bio: 'I design calm interfaces for busy teams and lay bathroom tiles on weekends.',
      dob: '1991-04-17',
      country: 'Norway',
      website: 'https://tessellate.example',
      phone: '+47 412 55 019',
    },
    social: {
      socialLinks: {
        ...blank.social.socialLinks,
        twitter: 'https://x.com/noor_tiles',
        linkedIn: 'https://www.linkedin.com/in/noor-halvorsen',
      },
      connections: { ...blank.social.connections, google: true, github: true },
    },
    notification: { ...blank.notification, commentOnArticle: true, followMe: true, productUpdates: true },
  }),
  2: (blank) => ({ ...blank, company: 'Reyna Ceramics', info: { ...blank.info, country: 'Mexico' } }),
}

/** Keyed by `String(account.id)`: each account reads and writes only its own row. */
export const seedAccountSettings = (accounts: Account[]): Record<string, StoredAccountSettings> =>
  Object.fromEntries(
    accounts.map((account) => [
      String(account.id),
      (SAMPLE_SETTINGS[account.id] ?? ((b) => b))(blankAccountSettings()),
    ]),
  )

export const DEFAULT_PLAN: CurrentPlan = { plan: 'basic', billing: 'monthly' }

/** Each account's plan, keyed by `String(account.id)`; accounts without a row are on DEFAULT_PLAN. */
export const seedPlans = (): Record<string, CurrentPlan> => ({ '1': { plan: 'standard', billing: 'annual' } })
