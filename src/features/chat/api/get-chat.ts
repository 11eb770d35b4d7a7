import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ChatsContactsReply } from '@contract/chat'
import { chatCalls } from '@contract/chat.calls'
import { apiFetch } from '@/lib/http/client'
import { chatKeys } from './keys'

export const getChat = (contactId: number, signal?: AbortSignal) =>
  apiFetch(chatCalls.getChat, { query: { id: contactId }, signal })

export const chatQueryOptions = (contactId: number) =>
  queryOptions({ queryKey: chatKeys.chat(contactId), queryFn: ({ signal }) => getChat(contactId, signal) })

/** The list's copy of a chat's unseen count, cleared once the server has marked the chat seen. */
export const markSeenInList = (list: ChatsContactsReply | undefined, contactId: number) =>
  list && {
    ...list,
    chatsContacts: list.chatsContacts.map((entry) =>
      entry.id === contactId && entry.chat.unseenMsgs > 0
        ? { ...entry, chat: { ...entry.chat, unseenMsgs: 0 } }
        : entry,
    ),
  }

/** Opening a conversation is what marks it seen (the server does it in get-chat), so the badge goes with it. */
export function useChat(contactId: number) {
  const queryClient = useQueryClient()
  const query = useQuery(chatQueryOptions(contactId))
  const { data } = query
  useEffect(() => {
    if (data)
      queryClient.setQueryData<ChatsContactsReply>(chatKeys.list(), (list) => markSeenInList(list, contactId))
  }, [data, contactId, queryClient])
  return query
}
