/* The users app's plain values, without zod, for pages that only need them (URL parsing, filters, badges);
 * `users.ts` re-exports everything here. */

export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const USER_PLANS = ['basic', 'company', 'enterprise', 'team'] as const
export type UserPlan = (typeof USER_PLANS)[number]

export const USER_STATUSES = ['pending', 'active', 'inactive'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/** The columns `/api/users/list/data` sorts by (`sortColumn`); `sort` is asc (the default) or desc. */
export const USER_SORT_COLUMNS = [
  'id',
  'fullName',
  'username',
  'email',
  'role',
  'currentPlan',
  'status',
  'company',
  'country',
] as const
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number]

export const USERS_DEFAULT_PER_PAGE = 10

export const EMAIL_IN_USE_MESSAGE = 'This email is already in use.'
export const USERNAME_IN_USE_MESSAGE = 'This username is already in use.'

/** The edit page's Information tab: gender ('' when not given) and how the user likes to be contacted. */
export const USER_GENDERS = ['', 'female', 'male', 'other'] as const
export type UserGender = (typeof USER_GENDERS)[number]
export const USER_CONTACT_OPTIONS = ['email', 'message', 'phone'] as const
export type UserContactOption = (typeof USER_CONTACT_OPTIONS)[number]

/** The edit page's Social tab: six links, each '' or an http(s) address. */
export const USER_SOCIAL_LINKS = [
  'twitter',
  'facebook',
  'instagram',
  'github',
  'linkedin',
  'dribbble',
] as const
export type UserSocialLink = (typeof USER_SOCIAL_LINKS)[number]

/** The permissions table on the user view and edit pages: what each role may do, per area of the app. */
export const USER_PERMISSION_SUBJECTS = ['User', 'Invoice', 'Blog', 'Page', 'Email'] as const
export type UserPermissionSubject = (typeof USER_PERMISSION_SUBJECTS)[number]
export const USER_PERMISSION_ACTIONS = ['read', 'write', 'create', 'delete'] as const
export type UserPermissionAction = (typeof USER_PERMISSION_ACTIONS)[number]

const ALL_ACTIONS = USER_PERMISSION_ACTIONS
export const USER_ROLE_PERMISSIONS: Record<
  UserRole,
  Partial<Record<UserPermissionSubject, readonly UserPermissionAction[]>>
> = {
  admin: {
    User: ALL_ACTIONS,
    Invoice: ALL_ACTIONS,
    Blog: ALL_ACTIONS,
    Page: ALL_ACTIONS,
    Email: ALL_ACTIONS,
  },
  maintainer: {
    User: ['read', 'write'],
    Invoice: ALL_ACTIONS,
    Blog: ALL_ACTIONS,
    Page: ALL_ACTIONS,
    Email: ['read', 'write', 'create'],
  },
  editor: { User: ['read'], Invoice: ['read'], Blog: ['read', 'write', 'create'], Page: ['read', 'write'] },
  author: { Blog: ['read', 'write', 'create'], Page: ['read'] },
  subscriber: { Blog: ['read'], Page: ['read'] },
}

/** What a user's activity log records (the user view's timeline adds their invoices). */
export const USER_ACTIVITY_KINDS = ['created', 'currentPlan', 'status', 'role'] as const
export type UserActivityKind = (typeof USER_ACTIVITY_KINDS)[number]

/** The view's Billing tab: the card brands a saved payment method may have, and at most this many cards. */
export const USER_CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const
export type UserCardBrand = (typeof USER_CARD_BRANDS)[number]
export const USER_CARDS_MAX = 5

/** The view's Notifications tab: what may be told, and by which channels (a grid of switches). */
export const USER_NOTIFICATION_EVENTS = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const
export type UserNotificationEvent = (typeof USER_NOTIFICATION_EVENTS)[number]
export const USER_NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const
export type UserNotificationChannel = (typeof USER_NOTIFICATION_CHANNELS)[number]
/** What a user who never saved the tab gets: everything by email and in the browser. */
export const USER_NOTIFICATION_DEFAULTS: Record<UserNotificationEvent, readonly UserNotificationChannel[]> = {
  newForYou: ['email', 'browser'],
  accountActivity: ['email', 'browser'],
  newBrowser: ['email', 'browser'],
  newDevice: ['email', 'browser'],
}

/** The view's Connections tab: the outside apps a user may connect (none until they switch one on). */
export const USER_CONNECTED_APPS = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const
export type UserConnectedApp = (typeof USER_CONNECTED_APPS)[number]

export const CANNOT_SUSPEND_SELF_MESSAGE = 'You cannot suspend your own account'
export const NO_SIGN_IN_ACCOUNT_MESSAGE = 'This user has no sign-in account'
export const ONE_PRIMARY_CARD_MESSAGE = 'Exactly one card is the primary one'
