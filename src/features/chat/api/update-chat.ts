import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatPreferencesBody, ChatReply, GetChatReply } from '@contract/chat'
import { chatCalls } from '@contract/chat.calls'
import { apiFetch } from '@/lib/http/client'
import { chatKeys } from './keys'

export const setChatPreferences = (body: ChatPreferencesBody) => apiFetch(chatCalls.chatPreferences, { body })
export const clearChat = (contactId: number) => apiFetch(chatCalls.clearChat, { body: { contactId } })

/**
 * Both calls answer with the stored chat: it replaces the conversation's copy at once, and the list is read again
 * (a muted chat shows its mark there; a cleared one leaves Chats).
 */
function useChatWrite<Input>(call: (input: Input) => Promise<ChatReply>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: ({ chat }) => {
      queryClient.setQueryData<GetChatReply>(
        chatKeys.chat(chat.userId),
        (reply) => reply && { ...reply, chat },
      )
      return queryClient.invalidateQueries({ queryKey: chatKeys.list() })
    },
  })
}

/** Mute or block (or both back) the contact of one conversation. */
export const useChatPreferences = () => useChatWrite(setChatPreferences)
/** Delete every message of one conversation; its mute and block stay. */
export const useClearChat = () => useChatWrite(clearChat)
