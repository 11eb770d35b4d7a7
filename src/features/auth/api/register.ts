import type { RegisterBody, RegisterReply } from '@contract/auth'
import { authCalls } from '@contract/auth.calls'
import { ApiError, apiFetch } from '@/lib/http/client'

/**
 * POST /jwt/register. A taken email or username is a 200 whose body is `{error}` (docs/api.md); it is turned into
 * an ApiError here so callers handle every refusal in one place.
 */
export async function registerAccount(body: RegisterBody): Promise<RegisterReply> {
  const reply = await apiFetch(authCalls.register, { body })
  if ('error' in reply) throw new ApiError(200, reply)
  return reply
}
