import type { ChatsContactsReply } from '@contract/chat'
import { useTranslation } from 'react-i18next'
import { SearchInput } from '@/components/ui/search-input'
import { ChatListItem } from './chat-list-item'
import { ChatListSection } from './chat-list-section'
import { ProfileButton } from './profile-button'

export interface ChatSidebarProps {
  data: ChatsContactsReply
  contactId?: number
  q: string
  onQChange: (q: string) => void
  onSelect: (contactId: number) => void
}

const matches = (name: string, q: string) => name.toLowerCase().includes(q.trim().toLowerCase())

/** Chats first (newest first, as the API orders them), then the contacts the user has no chat with yet. */
export function ChatSidebar({ data, contactId, q, onQChange, onSelect }: ChatSidebarProps) {
  const { t } = useTranslation('chat')
  const withChat = new Set(data.chatsContacts.map((entry) => entry.id))
  const chats = data.chatsContacts.filter((entry) => matches(entry.fullName, q))
  const contacts = data.contacts.filter(
    (contact) => !withChat.has(contact.id) && matches(contact.fullName, q),
  )
  const emptyText = (hasAny: boolean, fallback: string) =>
    hasAny ? null : q.trim() ? t('noResults') : fallback
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b p-3">
        <ProfileButton profileUser={data.profileUser} />
        <SearchInput
          value={q}
          onChange={(event) => onQChange(event.target.value)}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-2">
        <ChatListSection title={t('sections.chats')} empty={emptyText(chats.length > 0, t('noChats'))}>
          {chats.map(({ chat, ...contact }) => (
            <ChatListItem
              key={contact.id}
              contact={contact}
              chat={chat}
              profileUserId={data.profileUser.id}
              selected={contact.id === contactId}
              onSelect={onSelect}
            />
          ))}
        </ChatListSection>
        <ChatListSection
          title={t('sections.contacts')}
          empty={emptyText(contacts.length > 0, t('noResults'))}
        >
          {contacts.map((contact) => (
            <ChatListItem
              key={contact.id}
              contact={contact}
              profileUserId={data.profileUser.id}
              selected={contact.id === contactId}
              onSelect={onSelect}
            />
          ))}
        </ChatListSection>
      </div>
    </div>
  )
}
