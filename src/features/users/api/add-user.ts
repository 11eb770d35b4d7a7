import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddUserBody } from '@contract/users'
import { usersCalls } from '@contract/users.calls'
import { apiFetch } from '@/lib/http/client'
import { USERS_KEY } from './users-keys'

/** 201 {user}; a 400 carries field messages (`email`, `username`, ...). */
export const addUser = (body: AddUserBody) => apiFetch(usersCalls.addUser, { body })

export function useAddUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['users', 'add-user'],
    mutationFn: addUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  })
}
