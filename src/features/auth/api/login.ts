import { useMutation } from '@tanstack/react-query'
import type { LoginBody, LoginReply } from '@contract/auth'
import { apiFetch } from '@/lib/http/client'

/** POST /jwt/login: a 400 carries `{error: {email}}`, which ApiError exposes as `fieldErrors.email`. */
export const login = (body: LoginBody) => apiFetch<LoginReply>('/jwt/login', { method: 'POST', body })

export function useLoginMutation() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login })
}
