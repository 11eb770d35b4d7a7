import { createRouter } from '@tanstack/react-router'
import { i18next } from '@/i18n'
import type { LayoutSettings } from '@/config/theme-config'
import { setLoginNavigator } from '@/lib/auth/login-redirect'
import { layoutStore } from '@/lib/layout/layout-store'
import { NotFoundPage, PagePending, RouteCrash } from './route-fallbacks'
import { routeTree } from './route-tree.gen'

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: PagePending,
  defaultPendingMs: 150,
  // once the pending screen shows it stays at least this long (the router's default, 500 ms, held a page that was
  // ready 20 ms after the screen appeared for half a second more)
  defaultPendingMinMs: 200,
  defaultErrorComponent: RouteCrash,
  defaultNotFoundComponent: NotFoundPage,
})

/*
 * Route meta that must be in place before the page renders, applied when navigation starts (and now, for the
 * first page): the translation namespaces are fetched beside the page's code, and the layout settings a page
 * forces reach the layout store before anything draws, so no page renders the shell twice. A child route's
 * overrides replace its parent's.
 */
function applyRouteMeta(pathname: string) {
  const [routes] = router.getMatchedRoutes(pathname)
  const namespaces = routes.flatMap((route) => route.options.staticData?.namespaces ?? [])
  if (namespaces.length > 0) void i18next.loadNamespaces(namespaces)
  let overrides: Partial<LayoutSettings> = {}
  for (const route of routes) overrides = route.options.staticData?.layoutOverrides ?? overrides
  layoutStore.setRouteOverrides(overrides)
}
applyRouteMeta(router.state.location.pathname)
router.subscribe('onBeforeLoad', ({ toLocation }) => applyRouteMeta(toLocation.pathname))

// The http client and the session watcher leave through the router, so no page reload loses the app's state.
setLoginNavigator((redirect) => router.navigate({ to: '/login', search: { redirect }, replace: true }))

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
