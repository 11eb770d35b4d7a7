import { useMutation } from '@tanstack/react-query'
import type { SetUserPasswordBody } from '@contract/users'
import { usersCalls } from '@contract/users.calls'
import { apiFetch } from '@/lib/http/client'

/** 200 {user}; a 400 names `password`, a 409 means the person has no sign-in account. */
export const setUserPassword = (body: SetUserPasswordBody) => apiFetch(usersCalls.setPassword, { body })

export function useSetUserPassword() {
  return useMutation({ mutationKey: ['users', 'set-password'], mutationFn: setUserPassword })
}
