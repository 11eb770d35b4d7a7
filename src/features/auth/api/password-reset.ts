import type { ForgotPasswordBody, ForgotPasswordReply, ResetPasswordBody } from '@contract/auth'
import { authCalls } from '@contract/auth.calls'
import type { OutboxReply } from '@contract/mail'
import { mailCalls } from '@contract/mail.calls'
import { apiFetch } from '@/lib/http/client'

/** POST /jwt/forgot-password: the same answer whether or not an account has the address (docs/auth.md). */
export const requestPasswordReset = (body: ForgotPasswordBody): Promise<ForgotPasswordReply> =>
  apiFetch(authCalls.forgotPassword, { body })

/** POST /jwt/reset-password with the token from the message's link. */
export const resetPassword = (body: ResetPasswordBody): Promise<void> =>
  apiFetch(authCalls.resetPassword, { body })

/** GET /mail/outbox?to=: the messages the demo would have mailed to `to`, newest first (browser demo only). */
export const fetchOutbox = (to: string): Promise<OutboxReply> => apiFetch(mailCalls.outbox, { query: { to } })
