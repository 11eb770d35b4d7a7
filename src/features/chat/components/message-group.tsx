import type { ChatMessage } from '@contract/chat'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { cn } from '@/lib/utils'
import { formatClock } from '../format-time'
import { splitMatches } from '../search-messages'
import { MessageAttachments } from './message-attachments'

export interface MessageGroupProps {
  messages: readonly ChatMessage[]
  /** The profile user's own messages sit at the inline end, the contact's at the start. */
  own: boolean
  sender: { fullName: string; avatar: string }
  /** Search text to mark in each message. */
  highlight?: string
}

/** One sender's run of messages: one avatar, the bubbles, and the time of the last one. */
export function MessageGroup({ messages, own, sender, highlight = '' }: MessageGroupProps) {
  const { t, i18n } = useTranslation('chat')
  const last = messages.at(-1)!
  return (
    <div className={cn('flex items-end gap-3', own && 'flex-row-reverse')} data-own={own || undefined}>
      <Avatar
        size="sm"
        name={sender.fullName}
        src={sender.avatar || undefined}
        aria-hidden
        role="presentation"
      />
      <div className={cn('flex max-w-[75%] flex-col gap-1', own ? 'items-end' : 'items-start')}>
        <span className="sr-only">{own ? t('you') : sender.fullName}</span>
        {messages.map((message, index) => (
          <Fragment key={`${message.time}-${index}`}>
            {message.message !== '' && (
              <p
                // a message takes its direction from its own text (English on an Arabic page keeps its full stop)
                dir="auto"
                className={cn(
                  'rounded-lg px-3.5 py-2 break-words whitespace-pre-wrap shadow-xs',
                  own ? 'rounded-ee-sm bg-primary text-white' : 'rounded-es-sm bg-card text-card-foreground',
                )}
              >
                {splitMatches(message.message, highlight).map((part, partIndex) =>
                  part.match ? (
                    // oxlint-disable-next-line react/no-array-index-key -- the parts' order is their identity
                    <mark key={partIndex} className="rounded-sm bg-warning-light px-0.5 text-foreground">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            )}
            {message.attachments && <MessageAttachments attachments={message.attachments} own={own} />}
          </Fragment>
        ))}
        <time dateTime={last.time} className="text-xs text-muted-foreground">
          {formatClock(last.time, i18n.language)}
        </time>
      </div>
    </div>
  )
}
