import type { VerifyEmailReply } from '@contract/auth'
import { authCalls } from '@contract/auth.calls'
import { apiFetch } from '@/lib/http/client'

/*
 * POST /jwt/verify-email with the token of the message's link. A token works once, so one page load sends it once
 * whatever happens to the component (React's development double mount): the promise is kept by token until it fails.
 */
const sent = new Map<string, Promise<VerifyEmailReply>>()

export function verifyEmail(token: string): Promise<VerifyEmailReply> {
  let reply = sent.get(token)
  if (!reply) {
    reply = apiFetch(authCalls.verifyEmail, { body: { token } })
    sent.set(token, reply)
    // a failed call may be tried again (the page's "Try again")
    reply.catch(() => sent.delete(token))
  }
  return reply
}
