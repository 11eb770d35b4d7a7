import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatsContactsReply, ProfileUserUpdate } from '@contract/chat'
import { chatCalls } from '@contract/chat.calls'
import { apiFetch } from '@/lib/http/client'
import { chatKeys } from './keys'

export const updateProfileUser = (profileUser: ProfileUserUpdate) =>
  apiFetch(chatCalls.updateProfileUser, { body: { profileUser } })

/** Writes the stored profile into both queries that show it, so the sidebar's status ring follows at once. */
export function useUpdateProfileUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfileUser,
    onSuccess: ({ profileUser }) => {
      queryClient.setQueryData(chatKeys.profile(), profileUser)
      queryClient.setQueryData<ChatsContactsReply>(
        chatKeys.list(),
        (list) => list && { ...list, profileUser: { ...list.profileUser, status: profileUser.status } },
      )
    },
  })
}
