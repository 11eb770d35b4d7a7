import { useMutation } from '@tanstack/react-query'
import type { RegisterBody, RegisterConflict, RegisterReply } from '@contract/auth'
import { ApiError, apiFetch } from '@/lib/http/client'

/**
 * POST /jwt/register. A taken email or username is a 200 whose body is `{error}` (API.md); it is turned into
 * an ApiError here so callers handle every refusal in one place.
 */
export async function register(body: RegisterBody): Promise<RegisterReply> {
  const reply = await apiFetch<RegisterReply | RegisterConflict>('/jwt/register', { method: 'POST', body })
  if ('error' in reply) throw new ApiError(200, reply)
  return reply
}

export function useRegisterMutation() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: register })
}
