/* The account-settings calls' plain values, without zod, for the page's forms (contract/account.ts builds the
 * schemas from them). */

export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export const CONNECTED_APPS = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const
export type ConnectedApp = (typeof CONNECTED_APPS)[number]

export const NOTIFICATION_FLAGS = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
  // the events of the apps (backend/lib/notify.ts): which of them make a notification in the navbar's bell
  'orderUpdates',
  'invoiceUpdates',
  'taskUpdates',
  'chatMessages',
  'securityAlerts',
] as const
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number]

/** The password rule the back end enforces (the same for sign-up); the page ticks it off while the user types. */
export {
  PASSWORD_MIN,
  PASSWORD_RULE_NAMES,
  PASSWORD_RULES,
  PASSWORD_WEAK_MESSAGE,
  type PasswordRule,
} from './password'

/** The largest avatar the general tab takes, as a data URL (the page scales pictures down before sending). */
export const AVATAR_MAX = 120_000

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect'
export const PASSWORD_SAME_MESSAGE = 'The new password must differ from the current one'
export const PASSWORD_WRONG_MESSAGE = 'Password is incorrect'
export const TWO_STEP_SETUP_CODE_WRONG_MESSAGE = 'This code does not match. Check the time on your device.'
export const TWO_STEP_NO_SETUP_MESSAGE = 'Set-up has expired. Start again.'
export const TWO_STEP_ALREADY_ON_MESSAGE = 'Two-step sign-in is already on.'
