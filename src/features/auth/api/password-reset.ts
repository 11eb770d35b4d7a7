import type { ForgotPasswordBody, ForgotPasswordReply, ResetPasswordBody } from '@contract/auth'
import { authCalls } from '@contract/auth.calls'
import { apiFetch } from '@/lib/http/client'

/** POST /jwt/forgot-password: the same answer whether or not an account has the address (docs/auth.md). */
export const requestPasswordReset = (body: ForgotPasswordBody): Promise<ForgotPasswordReply> =>
  apiFetch(authCalls.forgotPassword, { body })

/** POST /jwt/reset-password with the token from the message's link. */
export const resetPassword = (body: ResetPasswordBody): Promise<void> =>
  apiFetch(authCalls.resetPassword, { body })
