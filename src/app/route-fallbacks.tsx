import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import { PageCrash } from '@/components/feedback/page-crash'
import { lazyComponent } from '@/lib/lazy-component'

/** What the router shows around pages: while one loads, when one throws, and for unknown routes. */

export function PagePending() {
  const { t } = useTranslation('shell')
  return <LoadingScreen label={t('loading.page')} />
}

export function RouteCrash({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter()
  return (
    <PageCrash
      error={error}
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
      onHome={() => {
        reset()
        void router.navigate({ to: '/' })
      }}
    />
  )
}

// the 404 page is rarely needed, so it loads when it is (straight from its module: the misc barrel would pull
// every misc page in)
export const NotFoundPage = lazyComponent(() => import('@/features/misc/error-page'), 'ErrorPage')
