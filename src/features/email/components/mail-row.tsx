import type { Email } from '@contract/email'
import Paperclip from 'lucide-react/icons/paperclip'
import Star from 'lucide-react/icons/star'
import { memo, useMemo } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/utils'
import { formatMailTime, formatScheduledTime } from '../format'
import { LABEL_DOT } from '../labels'
import type { MailRowWords } from '../hooks/use-mail-row-words'
import { mailPreview } from '../mail-html'

export interface MailRowProps {
  mail: Email
  words: MailRowWords
  selected: boolean
  open: boolean
  /** Mail I wrote (sent, drafts) shows whom it went to instead of me. */
  showRecipient: boolean
  onToggle: (id: number) => void
  onOpen: (mail: Email) => void
  onStar: (mail: Email) => void
  /** In a virtualised list: the row's place (0-based) and the list's length. */
  index?: number
  setSize?: number
}

/** One mail in the list: the checkbox and star are their own controls; the rest of the row opens the mail. */
export const MailRow = memo(function MailRow({
  mail,
  words,
  selected,
  open,
  showRecipient,
  onToggle,
  onOpen,
  onStar,
  index,
  setSize,
}: MailRowProps) {
  const preview = useMemo(() => mailPreview(mail.message), [mail.message])
  const subject = mail.subject || words.noSubject
  const person = showRecipient ? mail.to[0] : mail.from
  const name = person ? person.name || person.email : '—'
  const unread = !mail.isRead
  return (
    <li
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
      data-unread={unread || undefined}
      className={cn(
        'relative flex items-center gap-3 border-b px-4 py-3 transition-colors hover:bg-muted/60',
        unread ? 'bg-card' : 'bg-muted/30',
        open && 'bg-primary-light hover:bg-primary-light',
        unread && 'before:absolute before:inset-y-0 before:start-0 before:w-0.5 before:bg-primary',
      )}
    >
      <Checkbox
        checked={selected}
        onCheckedChange={() => onToggle(mail.id)}
        aria-label={words.select(subject)}
        className="relative z-10"
      />
      <button
        type="button"
        onClick={() => onStar(mail)}
        aria-pressed={mail.isStarred}
        aria-label={words.star(subject)}
        className="relative z-10 rounded p-0.5 text-muted-foreground hover:text-warning-ink"
      >
        <Star className={cn('size-4.5', mail.isStarred && 'fill-warning text-warning-ink')} aria-hidden />
      </button>
      <Avatar
        name={name}
        src={showRecipient ? undefined : mail.from.avatar}
        size="sm"
        className="max-sm:hidden"
      />
      <button
        type="button"
        onClick={() => onOpen(mail)}
        aria-current={open ? 'true' : undefined}
        className="flex min-w-0 flex-1 flex-col text-start after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-primary-ink"
      >
        <span className="flex items-baseline gap-2">
          <span className={cn('user-text truncate', unread ? 'font-semibold' : 'font-medium')}>{name}</span>
          {unread && <span className="sr-only">{words.unread}</span>}
        </span>
        <span
          className={cn(
            'user-text truncate text-sm',
            unread ? 'font-semibold text-foreground' : 'text-foreground/90',
          )}
        >
          {subject}
        </span>
        <span className="user-text truncate text-sm text-muted-foreground">{preview}</span>
      </button>
      <span className="flex shrink-0 flex-col items-end gap-1.5 self-start text-xs text-muted-foreground">
        {/* a scheduled mail shows when it will go, the others when they came or went */}
        <time
          dateTime={mail.scheduledAt ?? mail.time}
          dir="auto"
          className={cn(unread && 'font-semibold text-foreground')}
        >
          {mail.scheduledAt
            ? formatScheduledTime(mail.scheduledAt, words.language)
            : formatMailTime(mail.time, words.language)}
        </time>
        <span className="flex items-center gap-1">
          {mail.labels.map((label) => (
            <span
              key={label}
              className={cn('size-2 rounded-full', LABEL_DOT[label])}
              role="img"
              aria-label={words.labels[label]}
            />
          ))}
          {mail.attachments.length > 0 && (
            <Paperclip className="size-3.5" role="img" aria-label={words.hasAttachments} />
          )}
        </span>
      </span>
    </li>
  )
})
