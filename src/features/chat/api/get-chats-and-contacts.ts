import { queryOptions, useQuery } from '@tanstack/react-query'
import { CHAT_PATHS, type ChatsContactsReply } from '@contract/chat'
import { apiFetch } from '@/lib/http/client'
import { chatKeys } from './keys'

export const getChatsAndContacts = (signal?: AbortSignal) =>
  apiFetch<ChatsContactsReply>(CHAT_PATHS.chatsAndContacts, { signal })

export const chatsAndContactsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.list(), queryFn: ({ signal }) => getChatsAndContacts(signal) })

export const useChatsAndContacts = () => useQuery(chatsAndContactsQueryOptions())
