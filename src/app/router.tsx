import { createRouter, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import { PageCrash } from '@/components/feedback/page-crash'
// the 404 page straight from its module: the misc barrel would pull every misc page into the shell
import { lazyComponent } from '@/lib/lazy-component'
import { setLoginNavigator } from '@/lib/auth/login-redirect'
import { routeTree } from './route-tree.gen'

// the 404 page is rarely needed, so it loads when it is
const ErrorPage = lazyComponent(() => import('@/features/misc/error-page'), 'ErrorPage')

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

// The http client and the session watcher leave through the router, so no page reload loses the app's state.
setLoginNavigator((redirect) => router.navigate({ to: '/login', search: { redirect }, replace: true }))

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
