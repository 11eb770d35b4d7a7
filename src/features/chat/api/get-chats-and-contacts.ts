import { queryOptions, useQuery } from '@tanstack/react-query'
import { chatCalls } from '@contract/chat.calls'
import { apiFetch } from '@/lib/http/client'
import { chatKeys } from './keys'

export const getChatsAndContacts = (signal?: AbortSignal) => apiFetch(chatCalls.chatsAndContacts, { signal })

export const chatsAndContactsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.list(), queryFn: ({ signal }) => getChatsAndContacts(signal) })

export const useChatsAndContacts = () => useQuery(chatsAndContactsQueryOptions())
