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
] as const
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number]

/** The password rules the back end enforces; the page shows them as a checklist while the user types. */
export const PASSWORD_MIN = 8
export const PASSWORD_RULES = {
  length: (value: string) => value.length >= PASSWORD_MIN,
  lowercase: (value: string) => /[a-z]/.test(value),
  uppercase: (value: string) => /[A-Z]/.test(value),
  digitOrSymbol: (value: string) => /[^A-Za-z]/.test(value),
} as const
export type PasswordRule = keyof typeof PASSWORD_RULES
export const PASSWORD_RULE_NAMES = Object.keys(PASSWORD_RULES) as PasswordRule[]
export const meetsPasswordRules = (value: string) =>
  PASSWORD_RULE_NAMES.every((rule) => PASSWORD_RULES[rule](value))

/** The largest avatar the general tab takes, as a data URL (the page scales pictures down before sending). */
export const AVATAR_MAX = 120_000

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect'
export const PASSWORD_WEAK_MESSAGE =
  'Use at least 8 characters with a lowercase and an uppercase letter and a digit or symbol'
export const PASSWORD_SAME_MESSAGE = 'The new password must differ from the current one'
