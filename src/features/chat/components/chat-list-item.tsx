import type { ChatContact, ChatSummary } from '@contract/chat'
import BellOff from 'lucide-react/icons/bell-off'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { formatListTime } from '../format-time'

export interface ChatListItemProps {
  contact: ChatContact
  /** Present for a row under Chats; a plain contact shows its role instead of a last message. */
  chat?: ChatSummary
  profileUserId: number
  selected: boolean
  onSelect: (contactId: number) => void
}

export function ChatListItem({ contact, chat, profileUserId, selected, onSelect }: ChatListItemProps) {
  const { t, i18n } = useTranslation(['chat', 'common'])
  const last = chat?.lastMessage
  // a message of files alone is previewed by their names
  const preview = last
    ? last.message || (last.attachments ?? []).map((file) => file.name).join(', ')
    : contact.role
  const fromYou = last?.senderId === profileUserId
  return (
    <li>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(contact.id)}
        className={cn(
          'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-start transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary',
          selected && 'bg-primary/12 hover:bg-primary/15',
        )}
      >
        <Avatar
          name={contact.fullName}
          src={contact.avatar || undefined}
          status={contact.status}
          statusLabel={t(`common:presence.${contact.status}`)}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5 font-medium">
            <span className="user-text truncate">{contact.fullName}</span>
            {chat?.muted && (
              <>
                <BellOff aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
                <span className="sr-only">{t('actions.muted')}</span>
              </>
            )}
          </span>
          {/* "You:" apart from the message, so a message in another direction is cut at its own end */}
          <span className="flex gap-1 text-sm text-muted-foreground">
            {/* the space reads between the two in the row's name; the gap draws it */}
            {fromYou && <span className="shrink-0">{t('list.fromYou')} </span>}
            <span className="user-text min-w-0 flex-1 truncate">{preview}</span>
          </span>
        </span>
        {chat && (
          <span className="flex shrink-0 flex-col items-end gap-1">
            <time dateTime={chat.lastMessage.time} className={'text-xs text-muted-foreground'}>
              {formatListTime(chat.lastMessage.time, i18n.language)}
            </time>
            {chat.unseenMsgs > 0 && (
              <Badge color="danger" variant="solid" pill data-testid="unseen-badge">
                <span aria-hidden>{chat.unseenMsgs}</span>
                <span className="sr-only">{t('unseen', { count: chat.unseenMsgs })}</span>
              </Badge>
            )}
          </span>
        )}
      </button>
    </li>
  )
}
