import { queryOptions, useQuery } from '@tanstack/react-query'
import { chatCalls } from '@contract/chat.calls'
import { apiFetch } from '@/lib/http/client'
import { chatKeys } from './keys'

export const getProfileUser = (signal?: AbortSignal) => apiFetch(chatCalls.profileUser, { signal })

export const profileUserQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.profile(), queryFn: ({ signal }) => getProfileUser(signal) })

/** Loaded when the profile drawer opens; the list call already carries the avatar, name and status. */
export const useProfileUser = (enabled = true) => useQuery({ ...profileUserQueryOptions(), enabled })
