import { z } from 'zod'
import { shortText, TOKEN_MAX } from './common'
import { endpoint } from './endpoint'
import { meetsPasswordRules, PASSWORD_MIN, PASSWORD_WEAK_MESSAGE } from './password'
import { abilityRuleSchema, MANAGE_ALL_ABILITY, type AbilityRule } from './ability'

/**
 * admin may do everything; client is the demo's restricted sample (the access-control page only); member is what a
 * new account gets on the Node server by default: its own mail, chats, tasks, events, cart and settings, and the
 * demo pages to read, but not the shared users and invoices (docs/auth.md, "Roles").
 */
export const accountRoleSchema = z.enum(['admin', 'client', 'member'])
export type AccountRole = z.infer<typeof accountRoleSchema>

const manage = (...subjects: AbilityRule['subject'][]) =>
  subjects.map((subject): AbilityRule => ({ action: 'manage', subject }))
const read = (...subjects: AbilityRule['subject'][]) =>
  subjects.map((subject): AbilityRule => ({ action: 'read', subject }))

export const ROLE_ABILITIES: Record<AccountRole, AbilityRule[]> = {
  admin: MANAGE_ALL_ABILITY,
  client: read('ACL', 'Auth'),
  member: [
    ...manage('Email', 'Chat', 'Todo', 'Calendar', 'Ecommerce', 'Page'),
    ...read(
      'Auth',
      'ACL',
      'Dashboard',
      'Card',
      'Chart',
      'UI',
      'Form',
      'Table',
      'Datatable',
      'Map',
      'Layout',
      'Blog',
    ),
  ],
}

export const userDataSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string(),
  email: z.string(),
  role: accountRoleSchema,
  ability: z.array(abilityRuleSchema),
  /**
   * False from registering until the link of the verification message is followed (docs/auth.md, "E-mail
   * verification"); absent on an account stored before verification existed, which counts as verified.
   */
  emailVerified: z.boolean().optional(),
})
export type UserData = z.infer<typeof userDataSchema>

export const LOGIN_INVALID_MESSAGE = 'Email or Password is Invalid'
/** The answer (403) to the right password of an account whose user the users app has suspended. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended'
/** The Node server's answer (429) after too many failed sign-ins for one email (docs/api.md, "Sign-in"). */
export const TOO_MANY_SIGN_INS_MESSAGE =
  'Too many failed sign-ins for this email. Try again in a few minutes.'
export const EMAIL_TAKEN_MESSAGE = 'This email is already in use.'
export const USERNAME_TAKEN_MESSAGE = 'This username is already in use.'
export const INVALID_REFRESH_TOKEN_MESSAGE = 'Invalid refresh token'

export const loginBodySchema = z.object({
  email: shortText().trim().min(1, 'Email is required'),
  password: shortText().min(1, 'Password is required'),
})
export type LoginBody = z.infer<typeof loginBodySchema>

/** The page a verification message links to (the link is built from it, never from the request). */
export const VERIFY_PAGE = '/pages/verify-email'

export const registerBodySchema = z.object({
  email: shortText().trim().pipe(z.email('Enter a valid email address')),
  password: shortText().min(PASSWORD_MIN, PASSWORD_WEAK_MESSAGE),
  username: shortText().trim().min(1, 'Username is required'),
})
export type RegisterBody = z.infer<typeof registerBodySchema>

export const refreshBodySchema = z.object({ refreshToken: shortText(TOKEN_MAX).min(1) })
export type RefreshBody = z.infer<typeof refreshBodySchema>

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() })

export const loginReplySchema = tokenPairSchema.extend({ userData: userDataSchema })
export type LoginReply = z.infer<typeof loginReplySchema>

/**
 * With two-step sign-in on, the password alone gives no tokens: `POST /jwt/login` answers this short-lived,
 * signed challenge, which `POST /jwt/login/two-step` exchanges for the tokens with a current code.
 */
export const twoStepChallengeSchema = z.object({
  twoStep: z.object({ challenge: z.string(), expiresIn: z.number().int().positive() }),
})
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>

export const loginOutcomeSchema = z.union([loginReplySchema, twoStepChallengeSchema])
export type LoginOutcome = z.infer<typeof loginOutcomeSchema>

/** A six-digit code from the authenticator app, or one of the ten recovery codes (dashes and spaces ignored). */
export const twoStepCodeSchema = z
  .string()
  .max(40, 'At most 40 characters')
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, 'Code is required'))

export const twoStepLoginBodySchema = z.object({
  challenge: shortText(TOKEN_MAX).min(1),
  code: twoStepCodeSchema,
})
export type TwoStepLoginBody = z.input<typeof twoStepLoginBodySchema>

/** The challenge lives this long; the code step must come within it. */
export const TWO_STEP_CHALLENGE_SECONDS = 5 * 60
/** How many recovery codes turning two-step on gives. */
export const RECOVERY_CODE_COUNT = 10
/** Wrong codes in a row before the account's second step is locked, and for how long. */
export const TWO_STEP_MAX_FAILURES = 5
export const TWO_STEP_LOCK_MINUTES = 5
export const TWO_STEP_CODE_WRONG_MESSAGE = 'This code is wrong or was used already.'
export const TWO_STEP_LOCKED_MESSAGE = 'Too many wrong codes. Try again in a few minutes.'
export const TWO_STEP_EXPIRED_MESSAGE = 'This sign-in has expired. Sign in again.'

export const refreshReplySchema = loginReplySchema
export type RefreshReply = LoginReply

export const registerReplySchema = tokenPairSchema.extend({ user: userDataSchema })
export type RegisterReply = z.infer<typeof registerReplySchema>

/** A taken email or username is a 200 with only the colliding keys non-null. */
export const registerConflictSchema = z.object({
  error: z.object({ email: z.string().nullable(), username: z.string().nullable() }),
})
export type RegisterConflict = z.infer<typeof registerConflictSchema>

/**
 * An access token's payload: the account, the session key it was issued under (a new key revokes every token of
 * the account: password change, deleted account, demo reset), the sign-in it belongs to (`fam`: a sign-out or a
 * reused refresh token ends it, and its access tokens with it) and its lifetime `exp - iat` in seconds.
 */
export const accessPayloadSchema = z.object({
  id: z.number().int().positive(),
  sid: z.string().min(1),
  fam: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
})
export type AccessPayload = z.infer<typeof accessPayloadSchema>

/** A refresh token adds its own id: each is good for one refresh (docs/auth.md, "Sessions"). */
export const refreshPayloadSchema = accessPayloadSchema.extend({
  jti: z.string().min(1),
})
export type RefreshPayload = z.infer<typeof refreshPayloadSchema>

export const TOKEN_LIFETIME_SECONDS = 600
/** Refresh tokens rotate on every use, so they may live for days. */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60

export const USER_AGENT_MAX = 400

/** `POST /jwt/logout`: ends the session the refresh token belongs to. */
export const logoutBodySchema = refreshBodySchema
export type LogoutBody = RefreshBody

/** The reset pages a message may link to: the link is built from this list, never from the request's host. */
export const RESET_PAGES = ['/pages/reset-password-v1', '/pages/reset-password-v2'] as const
/** A reset link works once, for this long. */
export const RESET_TOKEN_LIFETIME_MINUTES = 30
/** Reset requests per address, and per client address, within RESET_REQUEST_WINDOW_MINUTES. */
export const RESET_REQUESTS_PER_ADDRESS = 3
export const RESET_REQUESTS_PER_CLIENT = 10
export const RESET_REQUEST_WINDOW_MINUTES = 60
export const TOO_MANY_RESETS_MESSAGE = 'Too many reset requests. Try again later.'
export const RESET_TOKEN_INVALID_MESSAGE = 'This reset link is not valid: it has expired or was used already.'

/** A verification link works once, for this long; asking again (resend) sends a new one. */
export const VERIFY_TOKEN_LIFETIME_HOURS = 24
/** Verification messages asked for again, per account and per client, within RESET_REQUEST_WINDOW_MINUTES. */
export const VERIFY_REQUESTS_PER_ADDRESS = 3
export const VERIFY_REQUESTS_PER_CLIENT = 10
export const TOO_MANY_VERIFY_MESSAGE = 'Too many verification messages asked for. Try again later.'
export const VERIFY_TOKEN_INVALID_MESSAGE =
  'This verification link is not valid: it has expired, was used already or a newer one was sent.'

export const verifyEmailBodySchema = z.object({
  token: shortText(TOKEN_MAX).min(1, VERIFY_TOKEN_INVALID_MESSAGE),
})
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>
/** The address now verified, so a signed-in page can tell whether it was its own account's. */
export const verifyEmailReplySchema = z.object({ email: z.string() })
export type VerifyEmailReply = z.infer<typeof verifyEmailReplySchema>

export const forgotPasswordBodySchema = z.object({
  email: shortText().trim().pipe(z.email('Enter a valid email address')),
  resetPage: z.enum(RESET_PAGES).default('/pages/reset-password-v2'),
})
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>

/**
 * The same for every address, whether an account has it or not. `demoOutbox`: the messages stay in this browser's
 * outbox, readable without signing in (`GET /mail/outbox`), because the demo has no mail server.
 */
export const forgotPasswordReplySchema = z.object({ demoOutbox: z.boolean() })
export type ForgotPasswordReply = z.infer<typeof forgotPasswordReplySchema>

export const resetPasswordBodySchema = z.object({
  token: shortText(TOKEN_MAX).min(1, RESET_TOKEN_INVALID_MESSAGE),
  password: z.string().max(200, 'At most 200 characters').refine(meetsPasswordRules, PASSWORD_WEAK_MESSAGE),
})
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>

// ------------------------------------------------------------------------------------------------ calls

/** `/jwt/*`: the only calls without a bearer token. */
export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/jwt/login',
    body: loginBodySchema,
    reply: loginOutcomeSchema,
    auth: false,
    summary:
      'Sign in; any invalid input is the one field error on email. With two-step on, a challenge instead of tokens',
  }),
  loginTwoStep: endpoint({
    method: 'POST',
    path: '/jwt/login/two-step',
    body: twoStepLoginBodySchema,
    reply: loginReplySchema,
    auth: false,
    summary:
      "Sign-in's second step: the challenge and a current code (or a recovery code, once) for the tokens; a wrong code is a 400, five in a row lock the step for minutes (429)",
  }),
  register: endpoint({
    method: 'POST',
    path: '/jwt/register',
    body: registerBodySchema,
    reply: z.union([registerReplySchema, registerConflictSchema]),
    auth: false,
    summary:
      'Create an account (unverified: a verification message goes to its address) and sign in; a taken email or username is a 200 with the colliding keys',
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/jwt/refresh-token',
    body: refreshBodySchema,
    reply: refreshReplySchema,
    auth: false,
    summary: 'New tokens for a valid refresh token, which is then used up; anything else is a 401',
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/jwt/forgot-password',
    body: forgotPasswordBodySchema,
    reply: forgotPasswordReplySchema,
    auth: false,
    summary:
      'Send a password-reset message when an account has the address; the same answer either way, at most a few an hour per address and per client (429)',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/jwt/reset-password',
    body: resetPasswordBodySchema,
    reply: z.undefined(),
    status: 204,
    auth: false,
    summary:
      "Set a new password with a reset message's token: the token is spent and every session of the account ends",
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/jwt/verify-email',
    body: verifyEmailBodySchema,
    reply: verifyEmailReplySchema,
    auth: false,
    summary:
      "Confirm an account's e-mail address with the token of its verification message: the token is spent and a welcome message sent; a bad, spent or expired token is a 400 on `token`",
  }),
  logout: endpoint({
    method: 'POST',
    path: '/jwt/logout',
    body: logoutBodySchema,
    // no content: 204
    reply: z.undefined(),
    status: 204,
    auth: false,
    summary: 'End the session of a refresh token; the same answer for one that is not valid',
  }),
}

/**
 * A sign-in account as the back end stores it (the store's own check): the user plus its password's hash, or, from
 * an older install, the password as typed (backend/lib/passwords.ts). One of the two must be there.
 */
export const storedAccountSchema = userDataSchema
  .extend({
    passwordHash: z.string().min(1).optional(),
    password: z.string().optional(),
    suspended: z.literal(true).optional(),
  })
  .refine((account) => account.passwordHash !== undefined || account.password !== undefined)

/** The back end's sign-in state as stored (backend/seed/auth.ts); checked like every collection. */
export const storedAuthStateSchema = z.object({
  secrets: z.object({ access: z.string().min(32), refresh: z.string().min(32) }),
  accountKeys: z.record(z.string(), z.string().min(1)),
  refreshFamilies: z.record(
    z.string(),
    z.object({
      accountId: z.number().int().positive(),
      jti: z.string().min(1),
      exp: z.number(),
      /** Seconds since the epoch: when the sign-in began and when its tokens were last renewed. */
      began: z.number().optional(),
      lastUsed: z.number().optional(),
      /** The browser's user agent at sign-in, cut to USER_AGENT_MAX characters. */
      userAgent: z.string().optional(),
    }),
  ),
  lastAccountId: z.number().int().nonnegative(),
})

/**
 * A password-reset token as stored (backend/lib/password-reset.ts): only its SHA-256 hash, the account and when it
 * stops working (milliseconds since the epoch). It is deleted when used.
 */
export const storedPasswordResetSchema = z.object({
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  accountId: z.number().int().positive(),
  expiresAt: z.number(),
})
export type StoredPasswordReset = z.infer<typeof storedPasswordResetSchema>

/** An e-mail verification token as stored (backend/lib/email-verification.ts): like a reset token's. */
export const storedEmailVerificationSchema = storedPasswordResetSchema
export type StoredEmailVerification = StoredPasswordReset

/**
 * An account's two-step state as stored (backend/lib/two-step.ts), keyed by `String(account.id)`. `secret` is the
 * confirmed TOTP secret (base32), `pending` one handed out by set-up and not yet confirmed; recovery codes are
 * kept as SHA-256 hashes. `lastStep` is the newest time step a code was accepted for (no code works twice);
 * `failures` counts wrong codes in a row and `lockedUntil` (milliseconds) ends a lock.
 */
export const storedTwoStepSchema = z.object({
  enabled: z.boolean(),
  secret: z.string().nullable(),
  pending: z.object({ secret: z.string(), expiresAt: z.number() }).nullable(),
  recoveryCodes: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
  lastStep: z.number().int(),
  failures: z.number().int().nonnegative(),
  lockedUntil: z.number(),
})
export type StoredTwoStep = z.infer<typeof storedTwoStepSchema>
export const storedTwoStepMapSchema = z.record(z.string(), storedTwoStepSchema)
