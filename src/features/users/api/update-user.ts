import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateUserBody } from '@contract/users'
import { usersCalls } from '@contract/users.calls'
import { apiFetch } from '@/lib/http/client'
import { USERS_KEY } from './users-keys'

/** 200 {user}; a 400 carries field messages, a 404 means the user is gone. */
export const updateUser = (body: UpdateUserBody) => apiFetch(usersCalls.updateUser, { body })

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['users', 'update-user'],
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  })
}
