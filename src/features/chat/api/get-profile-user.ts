import { queryOptions, useQuery } from '@tanstack/react-query'
import { CHAT_PATHS, type ProfileUser } from '@contract/chat'
import { apiFetch } from '@/lib/http/client'
import { chatKeys } from './keys'

export const getProfileUser = (signal?: AbortSignal) =>
  apiFetch<ProfileUser>(CHAT_PATHS.profileUser, { signal })

export const profileUserQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.profile(), queryFn: ({ signal }) => getProfileUser(signal) })

/** Loaded when the profile drawer opens; the list call already carries the avatar, name and status. */
export const useProfileUser = (enabled = true) => useQuery({ ...profileUserQueryOptions(), enabled })
