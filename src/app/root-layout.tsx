import { Outlet, useMatches } from '@tanstack/react-router'
import { ToasterOnceWanted } from '@/components/ui/toast'
import { BlankLayout } from '@/layouts/blank/blank-layout'
import { usePageSettled } from '@/lib/use-page-settled'
import { AfterFirstPageNotices } from './after-first-page-notices'
import { DocumentTitle } from './document-title'
import { LazyAppLayout, LazyQueryProvider } from './lazy-app-layout'
import { useRouteLayout } from './route-meta'

/**
 * Picks the layout for the page on screen. It re-renders only when the layout changes: the title and the
 * after-first-page parts watch the router and the clock in components of their own, because a re-render here
 * re-draws the whole shell.
 */
export function RootLayout() {
  const Layout = useRouteLayout() === 'blank' ? BlankLayout : LazyAppLayout
  // the router's pending state covers the shell's and the provider's chunks; the _app guard starts them early
  const page = (
    <Layout>
      <Outlet />
    </Layout>
  )
  return (
    <>
      {useIsSignedInPage() ? <LazyQueryProvider>{page}</LazyQueryProvider> : page}
      <DocumentTitle />
      <AfterFirstPage />
      {/* sonner comes with the first toast asked for; most visits never show one */}
      <ToasterOnceWanted />
    </>
  )
}

/** True below the `_app` route, whose pages (and shell) read server state through TanStack Query. */
function useIsSignedInPage(): boolean {
  return useMatches({ select: (matches) => matches.some((match) => match.routeId === '/_app') })
}

/** What waits until the first page has loaded and the browser is idle (see usePageSettled). */
function AfterFirstPage() {
  const settled = usePageSettled()
  return settled ? <AfterFirstPageNotices /> : null
}
