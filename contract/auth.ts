import { z } from 'zod'
import { abilityRuleSchema } from './ability'

export const accountRoleSchema = z.enum(['admin', 'client'])
export type AccountRole = z.infer<typeof accountRoleSchema>

export const userDataSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string(),
  email: z.string(),
  role: accountRoleSchema,
  ability: z.array(abilityRuleSchema),
})
export type UserData = z.infer<typeof userDataSchema>

export const LOGIN_INVALID_MESSAGE = 'Email or Password is Invalid'
export const EMAIL_TAKEN_MESSAGE = 'This email is already in use.'
export const USERNAME_TAKEN_MESSAGE = 'This username is already in use.'
export const INVALID_REFRESH_TOKEN_MESSAGE = 'Invalid refresh token'

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
})
export type LoginBody = z.infer<typeof loginBodySchema>

export const registerBodySchema = z.object({
  email: z.string().trim().pipe(z.email('Enter a valid email address')),
  password: z.string().min(6, 'Password must be at least 6 characters'),
  username: z.string().trim().min(1, 'Username is required'),
})
export type RegisterBody = z.infer<typeof registerBodySchema>

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1) })
export type RefreshBody = z.infer<typeof refreshBodySchema>

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() })

export const loginReplySchema = tokenPairSchema.extend({ userData: userDataSchema })
export type LoginReply = z.infer<typeof loginReplySchema>

export const refreshReplySchema = loginReplySchema
export type RefreshReply = LoginReply

export const registerReplySchema = tokenPairSchema.extend({ user: userDataSchema })
export type RegisterReply = z.infer<typeof registerReplySchema>

/** A taken email or username is a 200 with only the colliding keys non-null. */
export const registerConflictSchema = z.object({
  error: z.object({ email: z.string().nullable(), username: z.string().nullable() }),
})
export type RegisterConflict = z.infer<typeof registerConflictSchema>

/** Access and refresh tokens share this payload; `exp - iat` is the lifetime in seconds. */
export const tokenPayloadSchema = z.object({
  id: z.number().int().positive(),
  iat: z.number().int(),
  exp: z.number().int(),
})
export type TokenPayload = z.infer<typeof tokenPayloadSchema>

export const TOKEN_LIFETIME_SECONDS = 600

/** A sign-in account as the back end stores it: the user plus the password (the store's own check). */
export const storedAccountSchema = userDataSchema.extend({ password: z.string() })
