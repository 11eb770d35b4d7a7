import type { ChatContact, ChatMessage, ChatsContactsReply } from '@contract/chat'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDay, relativeDay } from '../format-time'
import { groupMessages } from '../group-messages'
import { matchingMessages } from '../search-messages'
import { MessageGroup } from './message-group'

export interface MessageListProps {
  messages: readonly ChatMessage[]
  contact: ChatContact
  profileUser: ChatsContactsReply['profileUser']
  /** Search text: only the messages containing it are shown, with the match marked. '' shows every message. */
  query?: string
}

/** Days with a separator each, runs of messages by one sender, kept scrolled to the newest message. */
export function MessageList({ messages, contact, profileUser, query = '' }: MessageListProps) {
  const { t, i18n } = useTranslation('chat')
  const scroller = useRef<HTMLDivElement>(null)
  const shown = useMemo(() => matchingMessages(messages, query), [messages, query])
  const days = useMemo(() => groupMessages(shown), [shown])

  // Opening a chat and every new message land at the bottom, as in any messenger; other renders leave the
  // reader's scroll position alone.
  const scrolledAt = useRef(-1)
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element || scrolledAt.current === shown.length) return
    scrolledAt.current = shown.length
    element.scrollTop = element.scrollHeight
  })

  const dayLabel = (day: string) => {
    const relative = relativeDay(day)
    return relative ? t(`conversation.${relative}`) : formatDay(day, i18n.language)
  }

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={t('conversation.messagesWith', { name: contact.fullName })}
      // the log scrolls and holds nothing focusable: keyboard users need to reach it to scroll
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto bg-muted/40 px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
    >
      {query && (
        <p role="status" className="pb-2 text-center text-sm text-muted-foreground">
          {t('actions.matches', { count: shown.length })}
        </p>
      )}
      {messages.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">
          {t('conversation.noMessages', { name: contact.fullName })}
        </p>
      ) : (
        days.map(({ day, groups }) => (
          <div key={day} className="flex flex-col gap-4">
            <p
              className="my-3 flex items-center gap-3 text-xs text-muted-foreground"
              data-testid="day-separator"
            >
              <span aria-hidden className="h-px flex-1 bg-border" />
              {dayLabel(day)}
              <span aria-hidden className="h-px flex-1 bg-border" />
            </p>
            {groups.map((group, index) => (
              <MessageGroup
                key={`${group.messages[0].time}-${index}`}
                messages={group.messages}
                own={group.senderId === profileUser.id}
                sender={group.senderId === profileUser.id ? profileUser : contact}
                highlight={query}
              />
            ))}
          </div>
        ))
      )}
    </div>
  )
}
