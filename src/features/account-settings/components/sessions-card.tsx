import { useTranslation } from 'react-i18next'
import { SessionList } from '@/components/account/session-list'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions'

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
