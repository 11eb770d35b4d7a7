import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useUrlState } from '@/lib/url-state'
import { cn } from '@/lib/utils'
import { useChatsAndContacts } from './api/get-chats-and-contacts'
import { ChatListSkeleton } from './components/chat-list-skeleton'
import { ChatSidebar } from './components/chat-sidebar'
import { Conversation } from './components/conversation'
import { ConversationPlaceholder } from './components/conversation-placeholder'
import { chatFields } from './search'

/**
 * The list and the open conversation side by side; below md one of them covers the screen, chosen by whether a
 * contact is open, so the browser's back button and the header's back button agree.
 */
export function ChatPage() {
  const { t } = useTranslation('chat')
  const [search, setSearch] = useUrlState(chatFields)
  const list = useChatsAndContacts()
  const contactId = search.contact
  return (
    <div className="flex h-window-page min-h-[26rem] overflow-hidden rounded-lg border bg-card shadow-sm">
      <h1 className="sr-only">{t('title')}</h1>
      <aside
        aria-label={t('title')}
        className={cn(
          'w-full flex-col md:flex md:w-80 md:shrink-0 md:border-e',
          contactId ? 'hidden' : 'flex',
        )}
      >
        {list.isPending ? (
          <ChatListSkeleton />
        ) : list.isError ? (
          <div className="m-auto flex flex-col items-center gap-3 p-6 text-center">
            <p role="alert">{t('list.loadError')}</p>
            <Button onClick={() => void list.refetch()}>{t('retry')}</Button>
          </div>
        ) : (
          <ChatSidebar
            data={list.data}
            contactId={contactId}
            q={search.q}
            onQChange={(q) => setSearch({ q }, { replace: true })}
            onSelect={(id) => setSearch({ contact: id })}
          />
        )}
      </aside>
      {/* a template string, not cn(): the class merger counts flex-col as overriding flex-1 */}
      <div className={`min-w-0 flex-1 flex-col md:flex ${contactId ? 'flex' : 'hidden'}`}>
        {contactId && list.data ? (
          <Conversation
            key={contactId}
            contactId={contactId}
            profileUser={list.data.profileUser}
            onBack={() => setSearch({ contact: undefined })}
          />
        ) : (
          <ConversationPlaceholder />
        )}
      </div>
    </div>
  )
}
