import { createRouter } from '@tanstack/react-router'
import { i18next } from '@/i18n'
import { setLoginNavigator } from '@/lib/auth/login-redirect'
import { NotFoundPage, PagePending, RouteCrash } from './route-fallbacks'
import { routeTree } from './route-tree.gen'

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: PagePending,
  defaultPendingMs: 150,
  defaultErrorComponent: RouteCrash,
  defaultNotFoundComponent: NotFoundPage,
})

// Each route names its translation namespaces; fetch them when navigation starts, beside the page's code.
router.subscribe('onBeforeLoad', ({ toLocation }) => {
  const [routes] = router.getMatchedRoutes(toLocation.pathname)
  const namespaces = routes.flatMap((route) => route.options.staticData?.namespaces ?? [])
  if (namespaces.length > 0) void i18next.loadNamespaces(namespaces)
})

// The http client and the session watcher leave through the router, so no page reload loses the app's state.
setLoginNavigator((redirect) => router.navigate({ to: '/login', search: { redirect }, replace: true }))

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
