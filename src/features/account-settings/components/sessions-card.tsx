import { Monitor } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AccountSession } from '@contract/account'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { dateTimeFormat } from '@/lib/intl'
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions'

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

/** The signed-in account's own sessions, with sign-out for each and for all the others. */
export function SessionsCard() {
  const { t } = useTranslation('account')
  const sessions = useSessions()
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const others = sessions.data?.filter((session) => !session.current).length ?? 0
  const failed = (error: Error) => toast.error(t('sessions.failed'), { description: error.message })

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sessions.title')}</CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : sessions.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p>{t('sessions.loadFailed')}</p>
            <Button variant="outline" onClick={() => void sessions.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <SessionList
            sessions={sessions.data}
            ending={endOne.isPending ? endOne.variables : undefined}
            onSignOut={(session) =>
              endOne.mutate(session.id, {
                onSuccess: () => toast.success(t('sessions.signedOut')),
                onError: failed,
              })
            }
          />
        )}
        {others > 0 && (
          <Button
            variant="outline"
            color="danger"
            className="self-start"
            loading={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) => toast.success(t('sessions.othersSignedOut', { count: ended })),
                onError: failed,
              })
            }
          >
            {t('sessions.signOutOthers')}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
