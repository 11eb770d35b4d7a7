import type { ChatAttachment, ChatsContactsReply } from '@contract/chat'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { isApiError } from '@/lib/http/client'
import { useChat } from '../api/get-chat'
import { useSendMessage } from '../api/send-message'
import { useChatPreferences } from '../api/update-chat'
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
  const unblock = useChatPreferences()
  // null while the search row is closed; the conversation shows only matching messages while it is open
  const [search, setSearch] = useState<string | null>(null)

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
  const stored = chat.data.chat
  const onSend = (message: string, attachments: ChatAttachment[]) =>
    send.mutateAsync({ contact, message, attachments, senderId: profileUser.id }).catch((error: Error) => {
      toast.error(t('composer.sendError', { message: error.message }))
      throw error
    })

  return (
    <>
      <ConversationHeader
        contact={contact}
        muted={stored?.muted ?? false}
        blocked={stored?.blocked ?? false}
        searchOpen={search !== null}
        onToggleSearch={() => setSearch((open) => (open === null ? '' : null))}
        onBack={onBack}
      />
      {search !== null && (
        <div className="border-b p-2">
          <SearchInput
            // the field appears because the user asked for it: typing goes there at once
            // oxlint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            aria-label={t('actions.searchLabel', { name: contact.fullName })}
            placeholder={t('search.placeholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setSearch(null)}
          />
        </div>
      )}
      <MessageList
        messages={stored?.chat ?? []}
        contact={contact}
        profileUser={profileUser}
        query={search?.trim() ?? ''}
      />
      {stored?.blocked ? (
        <div role="status" className="flex flex-wrap items-center justify-center gap-3 border-t p-4 text-sm">
          <p>{t('actions.blockedNotice', { name: contact.fullName })}</p>
          <Button
            variant="outline"
            size="sm"
            loading={unblock.isPending}
            onClick={() =>
              unblock.mutate(
                { contactId: contact.id, blocked: false },
                { onError: (error) => toast.error(t('actions.failed', { message: error.message })) },
              )
            }
          >
            {t('actions.unblock')}
          </Button>
        </div>
      ) : (
        <MessageComposer key={contactId} onSend={onSend} />
      )}
    </>
  )
}
