import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usersCalls } from '@contract/users.calls'
import { apiFetch } from '@/lib/http/client'
import { USERS_KEY } from './users-keys'

export const deleteUser = (id: number) => apiFetch(usersCalls.deleteUser, { query: { id } })

/** Deletes the users one call each (the API deletes one at a time), then refreshes every users query once. */
export function useDeleteUsers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['users', 'delete'],
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) await deleteUser(id)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  })
}
