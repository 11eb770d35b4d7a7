import type { ChatsContactsReply } from '@contract/chat'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { isApiError } from '@/lib/http/client'
import { useChat } from '../api/get-chat'
import { useSendMessage } from '../api/send-message'
import { ConversationHeader } from './conversation-header'
import { MessageComposer } from './message-composer'
import { MessageList } from './message-list'

export interface ConversationProps {
  contactId: number
  profileUser: ChatsContactsReply['profileUser']
  onBack: () => void
}

/** One conversation: opening it calls get-chat (which marks it seen); sending appends at once. */
export function Conversation({ contactId, profileUser, onBack }: ConversationProps) {
  const { t } = useTranslation(['chat', 'common'])
  const chat = useChat(contactId)
  const send = useSendMessage()

  if (chat.isPending) return <Spinner label={t('common:loading')} className="m-auto" />
  if (chat.isError) {
    const missing = isApiError(chat.error) && chat.error.status === 404
    return (
      <div className="m-auto flex flex-col items-center gap-3 p-6 text-center">
        <p role="alert">{t(missing ? 'conversation.notFound' : 'conversation.loadError')}</p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onBack}>
            {t('conversation.back')}
          </Button>
          {!missing && <Button onClick={() => void chat.refetch()}>{t('retry')}</Button>}
        </div>
      </div>
    )
  }

  const { contact } = chat.data
  const onSend = (message: string) =>
    send.mutateAsync({ contact, message, senderId: profileUser.id }).catch((error: Error) => {
      toast.error(t('composer.sendError', { message: error.message }))
      throw error
    })

  return (
    <>
      <ConversationHeader contact={contact} onBack={onBack} />
      <MessageList messages={chat.data.chat?.chat ?? []} contact={contact} profileUser={profileUser} />
      <MessageComposer key={contactId} onSend={onSend} />
    </>
  )
}
