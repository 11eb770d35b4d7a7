import type { TFunction } from 'i18next'
import { z } from 'zod'
import { NAME_MAX } from '@contract/common'
import { PASSWORD_MIN } from '@contract/password'
import { tooLong } from '@/lib/text-limits'

/*
 * The forms' own schemas: the contract's carry fixed English messages, and these speak the user's language.
 * They are at least as strict as the contract's (register: valid email, the password rule, a username); the
 * calls take the contract's body types, so a form that drifts from them fails to compile.
 */
type T = TFunction<['auth', 'common']>

const email = (t: T) =>
  z
    .string()
    .trim()
    .min(1, t('validation.emailRequired'))
    .pipe(z.email(t('validation.emailInvalid')))

// the contract's one password rule (contract/password.ts) and its length limit: past either the server refuses it
const newPassword = (t: T) =>
  z
    .string()
    .min(PASSWORD_MIN, t('validation.passwordMin', { min: PASSWORD_MIN }))
    .max(NAME_MAX, tooLong(t, NAME_MAX))

export const loginSchema = (t: T) =>
  z.object({ email: email(t), password: z.string().min(1, t('validation.passwordRequired')) })
export type LoginValues = z.infer<ReturnType<typeof loginSchema>>

export const registerSchema = (t: T) =>
  z.object({
    username: z.string().trim().min(1, t('validation.usernameRequired')),
    email: email(t),
    password: newPassword(t),
    terms: z.boolean().refine(Boolean, t('validation.termsRequired')),
  })
export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>

export const forgotPasswordSchema = (t: T) => z.object({ email: email(t) })
export type ForgotPasswordValues = z.infer<ReturnType<typeof forgotPasswordSchema>>

export const resetPasswordSchema = (t: T) =>
  z
    .object({
      password: newPassword(t),
      confirmPassword: z.string().min(1, t('validation.confirmRequired')),
    })
    .refine((values) => values.password === values.confirmPassword, {
      message: t('validation.passwordsDiffer'),
      path: ['confirmPassword'],
    })
export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>
