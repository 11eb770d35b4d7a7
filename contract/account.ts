import { z } from 'zod'
import { endpoint } from './endpoint'
import { loginReplySchema, userDataSchema } from './auth'
import { isoDateSchema, longText, shortText } from './common'
import {
  AVATAR_MAX,
  CONNECTED_APPS,
  NOTIFICATION_FLAGS,
  PASSWORD_MIN,
  PASSWORD_SAME_MESSAGE,
  PASSWORD_WEAK_MESSAGE,
  SOCIAL_NETWORKS,
} from './account.values'

/**
 * Account settings (`/account-setting/...`): what the signed-in account says about itself. Every call reads and
 * writes the caller's own settings only; `general` is the account itself (name, username, e-mail, avatar), so a
 * change there shows in the navbar and changes the sign-in e-mail.
 */

export * from './account.values'

const required = (message: string) => z.string().trim().min(1, message).max(200, 'At most 200 characters')

/** '' (none), a path on this site, or a picture as a data URL. */
export const avatarSchema = z
  .string()
  .max(AVATAR_MAX, 'The picture is too large')
  .refine(
    (value) =>
      value === '' ||
      /^\/[\w./-]*$/.test(value) ||
      /^data:image\/(png|jpeg|webp|gif);base64,[\w+/=]+$/.test(value),
    'Must be a PNG, JPEG, WebP or GIF picture',
  )

export const generalSettingsSchema = z.object({
  avatar: avatarSchema,
  username: required('Username is required').regex(
    /^[\w.-]+$/,
    'Letters, digits, dots, dashes and underscores only',
  ),
  fullName: required('Name is required'),
  email: z.string().trim().max(200, 'At most 200 characters').pipe(z.email('Enter a valid email address')),
  company: shortText().trim(),
})
export type GeneralSettings = z.infer<typeof generalSettingsSchema>

/** A web address or nothing. */
const urlOrEmpty = shortText()
  .trim()
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
    'Must start with http:// or https://',
  )

export const infoSettingsSchema = z.object({
  bio: longText(1000).trim(),
  /** Birth date, or '' for none; not in the future. */
  dob: z.union([
    z.literal(''),
    isoDateSchema.refine((day) => day <= new Date().toISOString().slice(0, 10), 'Must not be in the future'),
  ]),
  country: shortText().trim(),
  website: urlOrEmpty,
  phone: shortText(40)
    .trim()
    .refine(
      (value) => value === '' || /^\+?[\d\s().-]{5,}$/.test(value),
      'Digits, spaces, dashes, dots and brackets only',
    ),
})
export type InfoSettings = z.infer<typeof infoSettingsSchema>

export const socialLinksSchema = z
  .object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, urlOrEmpty])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      typeof urlOrEmpty
    >,
  )
  .strict()
export type SocialLinks = z.infer<typeof socialLinksSchema>

export const connectionsSchema = z
  .object(
    Object.fromEntries(CONNECTED_APPS.map((app) => [app, z.boolean()])) as Record<
      (typeof CONNECTED_APPS)[number],
      z.ZodBoolean
    >,
  )
  .strict()
export type Connections = z.infer<typeof connectionsSchema>

export const notificationSettingsSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
      (typeof NOTIFICATION_FLAGS)[number],
      z.ZodBoolean
    >,
  )
  .strict()
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

/** Whether sign-in asks for a second step: read from the account's two-step state, changed only by its calls. */
export const securitySettingsSchema = z.object({ isTwoStepEnabled: z.boolean() })
export type SecuritySettings = z.infer<typeof securitySettingsSchema>

/** One signed-in session (a refresh-token family): browser and system read from its user agent. */
export const accountSessionSchema = z.object({
  /** Not the family's own id: a hash of it, enough to name it in `endSession`. */
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  /** ISO times: the sign-in, and the newest renewal of its tokens (a session in use renews every ten minutes). */
  began: z.string(),
  lastUsed: z.string(),
  /** The session this call was made from. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>
export const sessionsReplySchema = z.object({ sessions: z.array(accountSessionSchema) })
export type SessionsReply = z.infer<typeof sessionsReplySchema>
export const endSessionBodySchema = z.object({ id: shortText(100).min(1) })
export type EndSessionBody = z.infer<typeof endSessionBodySchema>

/** Two-step set-up: the secret as base32 and as the `otpauth://` address the QR code carries. */
export const twoStepSetupReplySchema = z.object({ secret: z.string(), uri: z.string() })
export type TwoStepSetupReply = z.infer<typeof twoStepSetupReplySchema>
export const twoStepEnableBodySchema = z.object({
  code: z
    .string()
    .max(40, 'At most 40 characters')
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the six digits the app shows')),
})
export type TwoStepEnableBody = z.input<typeof twoStepEnableBodySchema>
/** Shown once: only their hashes are kept. */
export const twoStepEnableReplySchema = z.object({ recoveryCodes: z.array(z.string()) })
export type TwoStepEnableReply = z.infer<typeof twoStepEnableReplySchema>
export const twoStepDisableBodySchema = z.object({
  password: z.string().min(1, 'Password is required').max(200, 'At most 200 characters'),
})
export type TwoStepDisableBody = z.infer<typeof twoStepDisableBodySchema>

/** The e-mail confirmation state: `lastSentAt` is when a confirmation mail was last asked for (ISO). */
export const emailStatusSchema = z.object({ confirmed: z.boolean(), lastSentAt: z.string().nullable() })

export const accountSettingsSchema = z.object({
  general: generalSettingsSchema,
  info: infoSettingsSchema,
  social: z.object({ socialLinks: socialLinksSchema, connections: connectionsSchema }),
  notification: notificationSettingsSchema,
  security: securitySettingsSchema,
  emailStatus: emailStatusSchema,
})
export type AccountSettings = z.infer<typeof accountSettingsSchema>

/** What the store keeps per account (the general tab's other fields live on the account). */
export const storedAccountSettingsSchema = accountSettingsSchema
  .omit({ general: true, security: true })
  .extend({ company: z.string() })
export type StoredAccountSettings = z.infer<typeof storedAccountSettingsSchema>
export const storedAccountSettingsMapSchema = z.record(z.string(), storedAccountSettingsSchema)

export const passwordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(200, 'At most 200 characters'),
    newPassword: z.string().min(PASSWORD_MIN, PASSWORD_WEAK_MESSAGE).max(200, 'At most 200 characters'),
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: PASSWORD_SAME_MESSAGE,
    path: ['newPassword'],
  })
export type PasswordBody = z.input<typeof passwordBodySchema>

export const generalReplySchema = z.object({ general: generalSettingsSchema, userData: userDataSchema })
export type GeneralReply = z.infer<typeof generalReplySchema>

export const accountApi = {
  settings: endpoint({
    method: 'GET',
    path: '/account-setting/data',
    reply: accountSettingsSchema,
    summary: "The caller's account settings, every tab",
  }),
  saveGeneral: endpoint({
    method: 'POST',
    path: '/account-setting/general',
    body: generalSettingsSchema.strict(),
    reply: generalReplySchema,
    summary: 'Save the general tab: picture, username, name, e-mail (unique), company',
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/account-setting/resend-confirmation',
    reply: emailStatusSchema,
    summary:
      'Send the e-mail verification message again (its older link stops working); nothing is sent for a confirmed address. At most a few an hour per account and per client (429)',
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/account-setting/password',
    body: passwordBodySchema,
    reply: loginReplySchema,
    summary: "Change the password: ends the account's other sessions and returns the caller's new tokens",
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/account-setting/sessions',
    reply: sessionsReplySchema,
    summary: "The account's signed-in sessions, newest first, the caller's marked",
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/account-setting/sessions/end',
    body: endSessionBodySchema,
    reply: z.undefined(),
    status: 204,
    summary:
      'Sign out one session of the account: its tokens stop working (the same answer for an unknown id)',
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/account-setting/sessions/end-others',
    reply: z.object({ ended: z.number().int().nonnegative() }),
    summary: "Sign out every session of the account but the caller's",
  }),
  twoStepSetup: endpoint({
    method: 'POST',
    path: '/account-setting/two-step/setup',
    reply: twoStepSetupReplySchema,
    summary: 'Begin turning two-step sign-in on: a new secret (ten minutes to confirm); 409 when it is on',
  }),
  twoStepEnable: endpoint({
    method: 'POST',
    path: '/account-setting/two-step/enable',
    body: twoStepEnableBodySchema,
    reply: twoStepEnableReplySchema,
    summary:
      "Confirm the set-up's secret with a current code: two-step is on; the ten recovery codes, shown once",
  }),
  twoStepDisable: endpoint({
    method: 'POST',
    path: '/account-setting/two-step/disable',
    body: twoStepDisableBodySchema,
    reply: securitySettingsSchema,
    summary: 'Turn two-step sign-in off with the password; its secret and recovery codes are deleted',
  }),
  saveInfo: endpoint({
    method: 'POST',
    path: '/account-setting/info',
    body: infoSettingsSchema.strict(),
    reply: infoSettingsSchema,
    summary: 'Save the information tab: bio, birth date, country, website, phone',
  }),
  saveSocial: endpoint({
    method: 'POST',
    path: '/account-setting/social',
    body: z.object({ socialLinks: socialLinksSchema }).strict(),
    reply: z.object({ socialLinks: socialLinksSchema }),
    summary: 'Save the social links',
  }),
  saveConnections: endpoint({
    method: 'POST',
    path: '/account-setting/connections',
    body: z.object({ connections: connectionsSchema.partial() }).strict(),
    reply: z.object({ connections: connectionsSchema }),
    summary: 'Connect or disconnect apps (the ones given; the rest stay)',
  }),
  saveNotifications: endpoint({
    method: 'POST',
    path: '/account-setting/notifications',
    body: notificationSettingsSchema,
    reply: notificationSettingsSchema,
    summary: 'Save the six notification flags',
  }),
}
