import { createRouter, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import { PageCrash } from '@/components/feedback/page-crash'
import { ErrorPage } from '@/features/misc'
import { routeTree } from './route-tree.gen'

function PagePending() {
  const { t } = useTranslation('shell')
  return <LoadingScreen label={t('loading.page')} />
}

function RouteCrash({ error, reset }: { error: unknown; reset: () => void }) {
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

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: PagePending,
  defaultPendingMs: 150,
  defaultErrorComponent: RouteCrash,
  defaultNotFoundComponent: ErrorPage,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
