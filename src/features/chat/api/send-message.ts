import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  ChatAttachment,
  ChatContact,
  ChatMessage,
  ChatsContactsReply,
  GetChatReply,
} from '@contract/chat'
import { chatCalls } from '@contract/chat.calls'
import { apiFetch } from '@/lib/http/client'
import { chatKeys } from './keys'

export interface SendMessageInput {
  contact: ChatContact
  message: string
  /** Files sent with it, read as the contract takes them (may be none). */
  attachments?: ChatAttachment[]
  /** The profile user's id: the optimistic message is theirs. */
  senderId: number
}

export const sendMessage = ({
  contact,
  message,
  attachments = [],
}: Pick<SendMessageInput, 'contact' | 'message' | 'attachments'>) =>
  apiFetch(chatCalls.sendMessage, {
    body: { obj: { contact: { id: contact.id }, message, ...(attachments.length > 0 && { attachments }) } },
  })

/** Appends the message to the conversation; a contact's first message gets a provisional chat (id 0). */
const withMessage = (reply: GetChatReply | undefined, contact: ChatContact, message: ChatMessage) => ({
  contact: reply?.contact ?? contact,
  chat: reply?.chat
    ? { ...reply.chat, chat: [...reply.chat.chat, message] }
    : { id: 0, userId: contact.id, unseenMsgs: 0, chat: [message] },
})

/** Puts the contact at the top of Chats with this last message (adding it there if it had no chat). */
const withLastMessage = (
  list: ChatsContactsReply | undefined,
  contact: ChatContact,
  message: ChatMessage,
  chatId: number,
) => {
  if (!list) return list
  const entry = list.chatsContacts.find((row) => row.id === contact.id)
  const chat = { id: entry?.chat.id ?? chatId, unseenMsgs: 0, lastMessage: message }
  const rest = list.chatsContacts.filter((row) => row.id !== contact.id)
  return { ...list, chatsContacts: [{ ...contact, ...entry, chat }, ...rest] }
}

/** The conversation without one message; a provisional chat left empty goes back to "no chat yet". */
const withoutMessage = (reply: GetChatReply | undefined, message: ChatMessage) => {
  if (!reply?.chat) return reply
  const chat = reply.chat.chat.filter((m) => m !== message)
  return { ...reply, chat: reply.chat.id === 0 && chat.length === 0 ? null : { ...reply.chat, chat } }
}

/**
 * The message shows at once (optimistic) and is then stored by send-msg. On failure that message goes again (the
 * list is refetched) and the caller's `onError` gets the server's message, so the composer can put the text back.
 * Messages are matched by identity, so several in flight at once each find their own copy.
 */
export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onMutate: async ({ contact, message, attachments = [], senderId }: SendMessageInput) => {
      const chatKey = chatKeys.chat(contact.id)
      await Promise.all([
        queryClient.cancelQueries({ queryKey: chatKey }),
        queryClient.cancelQueries({ queryKey: chatKeys.list() }),
      ])
      const optimistic: ChatMessage = {
        message: message.trim(),
        time: new Date().toISOString(),
        senderId,
        ...(attachments.length > 0 && { attachments }),
      }
      const chatId = queryClient.getQueryData<GetChatReply>(chatKey)?.chat?.id ?? 0
      queryClient.setQueryData<GetChatReply>(chatKey, (reply) => withMessage(reply, contact, optimistic))
      queryClient.setQueryData<ChatsContactsReply>(chatKeys.list(), (list) =>
        withLastMessage(list, contact, optimistic, chatId),
      )
      return { optimistic }
    },
    onError: (_error, { contact }, context) => {
      if (context)
        queryClient.setQueryData<GetChatReply>(chatKeys.chat(contact.id), (reply) =>
          withoutMessage(reply, context.optimistic),
        )
    },
    onSuccess: ({ response }, { contact }, context) => {
      // Swap the optimistic copy for the stored message (the server's time) and the provisional chat for the real one.
      queryClient.setQueryData<GetChatReply>(chatKeys.chat(contact.id), (reply) => {
        if (!reply?.chat) return reply
        const chat = reply.chat.chat.map((m) => (m === context.optimistic ? response.newMessageData : m))
        return { ...reply, chat: { ...(response.chat ?? reply.chat), chat } }
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  })
}
