import Monitor from 'lucide-react/icons/monitor'
import { useTranslation } from 'react-i18next'
import type { AccountSession } from '@contract/account'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { dateTimeFormat } from '@/lib/intl'

/*
 * An account's sessions as a list, shared by the account's own settings and an admin's view of a user: the words
 * are the account namespace's `sessions.*`, loaded with whichever page shows it.
 */

interface SessionListProps {
  sessions: readonly AccountSession[]
  /** Without it the list only shows (another person's account, for an admin). */
  onSignOut?: (session: AccountSession) => void
  /** The session being signed out, if any. */
  ending?: string
}

/** An account's sessions: browser and system, when each began and was last used, the current one marked. */
export function SessionList({ sessions, onSignOut, ending }: SessionListProps) {
  const { t, i18n } = useTranslation('account')
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const unknown = t('sessions.unknown')
  return (
    <ul className="flex flex-col divide-y">
      {sessions.map((session) => {
        const name = t('sessions.name', {
          browser: session.browser || unknown,
          system: session.system || unknown,
        })
        return (
          <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
            <Monitor aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {name}
                {session.current && <Badge color="success">{t('sessions.current')}</Badge>}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('sessions.began', { date: format.format(new Date(session.began)) })}
                {' · '}
                {t('sessions.lastUsed', { date: format.format(new Date(session.lastUsed)) })}
              </p>
            </div>
            {onSignOut && !session.current && (
              <Button
                variant="outline"
                size="sm"
                aria-label={t('sessions.signOutOne', { name })}
                loading={ending === session.id}
                onClick={() => onSignOut(session)}
              >
                {t('sessions.signOut')}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
