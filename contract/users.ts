import { z } from 'zod'
import { accountSessionSchema } from './account'
import { endpoint } from './endpoint'
import {
  isoDateSchema,
  paginationQuerySchema,
  positiveIntParam,
  searchTextParam,
  shortText,
  URL_MAX,
  tooLongMessage,
} from './common'
import { SORT_DIRECTIONS } from './datatables'
import { PASSWORD_MIN, PASSWORD_WEAK_MESSAGE } from './password'
import {
  ONE_PRIMARY_CARD_MESSAGE,
  USER_ACTIVITY_KINDS,
  USER_CARD_BRANDS,
  USER_CARDS_MAX,
  USER_CONNECTED_APPS,
  USER_CONTACT_OPTIONS,
  USER_NOTIFICATION_CHANNELS,
  USER_GENDERS,
  USER_PLANS,
  USER_ROLES,
  USER_SOCIAL_LINKS,
  USER_SORT_COLUMNS,
  USER_STATUSES,
} from './users.values'
import type { UserNotificationEvent } from './users.values'

/**
 * The users app's calls (`/api/users/...`, `/apps/users/...`): the people the admin manages. They are not the
 * sign-in accounts (those live in contract/auth.ts). docs/api.md, "Users and invoices", has the rules.
 */

export * from './users.values'

const oneOf = (values: readonly string[]) => `Must be one of: ${values.join(', ')}`

export const userRoleSchema = z.enum(USER_ROLES, { error: oneOf(USER_ROLES) })
export const userPlanSchema = z.enum(USER_PLANS, { error: oneOf(USER_PLANS) })
export const userStatusSchema = z.enum(USER_STATUSES, { error: oneOf(USER_STATUSES) })

export const FULL_NAME_REQUIRED_MESSAGE = 'Full name is required'
export const USERNAME_REQUIRED_MESSAGE = 'Username is required'
export const USERNAME_FORMAT_MESSAGE = 'Use letters, digits, dots, dashes and underscores only'
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address'
export const LINK_FORMAT_MESSAGE = 'Must be a web address (https://…)'
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is too large'

const required = (message: string) =>
  z.string(message).trim().min(1, message).max(200, 'At most 200 characters')

/** The fields a user edits; add-user and update-user take them, and the page's forms are built from them. */
export const userFieldsSchema = z.object({
  fullName: required(FULL_NAME_REQUIRED_MESSAGE),
  username: required(USERNAME_REQUIRED_MESSAGE).regex(/^[A-Za-z0-9._-]+$/, USERNAME_FORMAT_MESSAGE),
  email: z
    .string(INVALID_EMAIL_MESSAGE)
    .trim()
    .max(200, 'At most 200 characters')
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  company: shortText().trim(),
  country: shortText().trim(),
  contact: shortText(40).trim(),
  role: userRoleSchema,
  currentPlan: userPlanSchema,
  status: userStatusSchema,
  /** An image URL or a `data:` image the page uploaded; '' shows initials. */
  avatar: z
    .string()
    .max(200_000, IMAGE_TOO_LARGE_MESSAGE)
    .refine((value) => value === '' || /^(\/|https?:\/\/|data:image\/)/.test(value), 'Must be an image URL'),
})
export type UserFields = z.infer<typeof userFieldsSchema>

const linkSchema = z
  .string()
  .trim()
  .max(URL_MAX, tooLongMessage(URL_MAX))
  .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), LINK_FORMAT_MESSAGE)

/** What the edit page's Information and Social tabs add; every field optional, '' (or []) when not given. */
export const userProfileSchema = z.object({
  birthDate: z.union([z.literal(''), isoDateSchema]),
  phone: shortText(40).trim(),
  website: linkSchema,
  /** The languages the user speaks, as typed (for example "English, Portuguese"). */
  languages: shortText().trim(),
  gender: z.enum(USER_GENDERS, { error: oneOf(USER_GENDERS) }),
  contactOptions: z.array(z.enum(USER_CONTACT_OPTIONS, { error: oneOf(USER_CONTACT_OPTIONS) })).max(3),
  address: shortText().trim(),
  ...(Object.fromEntries(USER_SOCIAL_LINKS.map((name) => [name, linkSchema])) as Record<
    (typeof USER_SOCIAL_LINKS)[number],
    typeof linkSchema
  >),
})
export type UserProfile = z.infer<typeof userProfileSchema>

/**
 * A saved payment method: only what a page may show again (brand, holder, the last four digits, expiry). The
 * full card number never reaches the API; a real shop would hand it to its payment provider instead.
 */
export const userCardSchema = z
  .object({
    brand: z.enum(USER_CARD_BRANDS, { error: oneOf(USER_CARD_BRANDS) }),
    holder: z.string('Name is required').trim().min(1, 'Name is required').max(200, tooLongMessage(200)),
    last4: z
      .string()
      .max(4, 'Must be the last four digits')
      .regex(/^\d{4}$/, 'Must be the last four digits'),
    /** MM/YY. */
    expiry: z
      .string()
      .max(5, 'Must be MM/YY')
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Must be MM/YY'),
    primary: z.boolean(),
  })
  .strict()
export type UserCard = z.infer<typeof userCardSchema>

/** The cards, in the order shown; when there are any, exactly one is primary. */
export const userCardsSchema = z
  .array(userCardSchema)
  .max(USER_CARDS_MAX, `At most ${USER_CARDS_MAX} cards`)
  .refine(
    (cards) => cards.length === 0 || cards.filter((card) => card.primary).length === 1,
    ONE_PRIMARY_CARD_MESSAGE,
  )

export const userBillingAddressSchema = z
  .object({
    company: shortText().trim(),
    billingEmail: z.union([z.literal(''), z.string().trim().max(200).pipe(z.email(INVALID_EMAIL_MESSAGE))]),
    taxId: shortText(40).trim(),
    vatNumber: shortText(40).trim(),
    address: shortText().trim(),
    country: shortText().trim(),
    zipCode: shortText(20).trim(),
  })
  .strict()
export type UserBillingAddress = z.infer<typeof userBillingAddressSchema>

/** For each event, the channels that tell of it (USER_NOTIFICATION_DEFAULTS until the user saves). */
const channelsSchema = z
  .array(z.enum(USER_NOTIFICATION_CHANNELS, { error: oneOf(USER_NOTIFICATION_CHANNELS) }))
  .max(USER_NOTIFICATION_CHANNELS.length)
export const userNotificationsSchema = z
  .object({
    newForYou: channelsSchema,
    accountActivity: channelsSchema,
    newBrowser: channelsSchema,
    newDevice: channelsSchema,
  } satisfies Record<UserNotificationEvent, typeof channelsSchema>)
  .strict()
export type UserNotifications = z.infer<typeof userNotificationsSchema>

/** What the view's Billing, Notifications and Connections tabs save through update-user; each optional. */
export const userSettingsSchema = z.object({
  cards: userCardsSchema,
  billingAddress: userBillingAddressSchema,
  notifications: userNotificationsSchema,
  /** The outside apps switched on, in USER_CONNECTED_APPS order. */
  connections: z
    .array(z.enum(USER_CONNECTED_APPS, { error: oneOf(USER_CONNECTED_APPS) }))
    .max(USER_CONNECTED_APPS.length),
})
export type UserSettings = z.infer<typeof userSettingsSchema>

/** One entry of a user's activity log: kept by the back end when the user is added or their plan, status or role changes. */
export const userActivitySchema = z.object({
  at: z.string(),
  kind: z.enum(USER_ACTIVITY_KINDS),
  from: z.string().optional(),
  to: z.string().optional(),
})
export type UserActivity = z.infer<typeof userActivitySchema>

export const userSchema = userFieldsSchema.extend({
  id: z.number().int().positive(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  contact: z.string(),
  avatar: z.string(),
  ...userProfileSchema.partial().shape,
  ...userSettingsSchema.partial().shape,
  /** Oldest first; seeded users start without one. */
  activity: z.array(userActivitySchema).optional(),
  /**
   * The sign-in account this person is, when they are one (the seed links the demo accounts; no call sets it):
   * the pricing page's plan change writes this user's `currentPlan` (docs/api.md, "The signed-in user's plan").
   */
  accountId: z.number().int().positive().optional(),
})
export type User = z.infer<typeof userSchema>

/** `GET /api/users/list/data`: every filter optional; an unknown value is a 400. */
export const usersQuerySchema = paginationQuerySchema.extend({
  /** Matches the username or the full name. */
  q: searchTextParam,
  role: userRoleSchema.optional(),
  currentPlan: userPlanSchema.optional(),
  status: userStatusSchema.optional(),
  sortColumn: z.enum(USER_SORT_COLUMNS, { error: oneOf(USER_SORT_COLUMNS) }).optional(),
  sort: z.enum(SORT_DIRECTIONS, { error: oneOf(SORT_DIRECTIONS) }).optional(),
})
export type UsersQuery = z.input<typeof usersQuerySchema>

export const usersReplySchema = z.object({ users: z.array(userSchema), total: z.number().int() })
export type UsersReply = z.infer<typeof usersReplySchema>

/** `POST /apps/users/add-user`: the fields, unwrapped. Role, plan and status default to subscriber, basic, pending. */
export const addUserBodySchema = userFieldsSchema
  .partial()
  .extend({
    fullName: userFieldsSchema.shape.fullName,
    username: userFieldsSchema.shape.username,
    email: userFieldsSchema.shape.email,
  })
  .strict()
export type AddUserBody = z.input<typeof addUserBodySchema>

/** `POST /apps/users/update-user`: the id plus the fields to change, unwrapped. */
export const updateUserBodySchema = userFieldsSchema
  .partial()
  .extend(userProfileSchema.partial().shape)
  .extend(userSettingsSchema.partial().shape)
  .extend({ id: z.number('Must be a user id').int().positive() })
  .strict()
export type UpdateUserBody = z.input<typeof updateUserBodySchema>

export const userReplySchema = z.object({ user: userSchema })
export type UserReply = z.infer<typeof userReplySchema>

/** `POST /apps/users/set-password`: an admin gives a user's sign-in account a new password. */
export const setUserPasswordBodySchema = z
  .object({
    id: z.number('Must be a user id').int().positive(),
    password: z.string().min(PASSWORD_MIN, PASSWORD_WEAK_MESSAGE).max(200, tooLongMessage(200)),
  })
  .strict()
export type SetUserPasswordBody = z.input<typeof setUserPasswordBodySchema>

export const userIdQuerySchema = z.object({ id: positiveIntParam })

/**
 * `GET /api/users/security`: whether the user's sign-in account asks for a second step, and its live sessions
 * (newest first; `current` marks the caller's own, when the admin looks at themselves). A user without a sign-in
 * account has it off and none.
 */
export const userSecurityReplySchema = z.object({
  twoStep: z.boolean(),
  sessions: z.array(accountSessionSchema),
})
export type UserSecurityReply = z.infer<typeof userSecurityReplySchema>

/** `DELETE /apps/users/session`: the user and one session id from their security reply. */
export const endUserSessionQuerySchema = z.object({
  id: positiveIntParam,
  session: shortText(100).min(1, 'Must be a session id'),
})

export const usersApi = {
  allData: endpoint({
    method: 'GET',
    path: '/api/users/list/all-data',
    reply: z.array(userSchema),
    summary: 'Every user, by id',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/users/list/data',
    query: usersQuerySchema,
    reply: usersReplySchema,
    summary: 'One page of the users matching the search and filters, in the chosen order, and the total',
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/users/user',
    query: userIdQuerySchema,
    reply: userReplySchema,
    summary: 'One user',
  }),
  addUser: endpoint({
    method: 'POST',
    path: '/apps/users/add-user',
    body: addUserBodySchema,
    reply: userReplySchema,
    status: 201,
    summary: 'Add a user (id = largest + 1); email and username must be unused',
  }),
  updateUser: endpoint({
    method: 'POST',
    path: '/apps/users/update-user',
    body: updateUserBodySchema,
    reply: userReplySchema,
    summary: "Change some of a user's fields; email and username stay unique",
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/apps/users/set-password',
    body: setUserPasswordBodySchema,
    reply: userReplySchema,
    summary:
      "Give the user's sign-in account a new password and end its sessions; 409 when the user has no account",
  }),
  security: endpoint({
    method: 'GET',
    path: '/api/users/security',
    query: userIdQuerySchema,
    reply: userSecurityReplySchema,
    summary: "The user's two-step state and sign-in sessions; for an admin (manage User) only",
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/apps/users/session',
    query: endUserSessionQuerySchema,
    reply: z.undefined(),
    status: 204,
    summary:
      "Sign out one of the user's sessions: its tokens stop working; 404 for an unknown user or session",
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/apps/users/delete',
    query: userIdQuerySchema,
    reply: userReplySchema,
    summary: 'Delete a user; their invoices are kept (they carry a copy of the client)',
  }),
}
