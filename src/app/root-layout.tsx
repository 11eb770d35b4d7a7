import { Outlet } from '@tanstack/react-router'
import { Suspense } from 'react'
import { AppLayout } from '@/layouts/app-layout'
import { BlankLayout } from '@/layouts/blank/blank-layout'
import { lazyComponent } from '@/lib/lazy-component'
import { usePageSettled } from '@/lib/use-page-settled'
import { useDocumentTitle } from './document-title'
import { useRouteLayout } from './route-meta'

// sonner arrives once the first page is in; toasts come from user actions, which come later
const Toaster = lazyComponent(() => import('@/components/ui/toaster'), 'Toaster')
// asks whether stored data was repaired; after the first page too, and after the toaster that shows the answer
const RestoredDataNotice = lazyComponent(
  () => import('./restored-data/restored-data-notice'),
  'RestoredDataNotice',
)

/** Picks the layout for the page on screen. */
export function RootLayout() {
  const Layout = useRouteLayout() === 'blank' ? BlankLayout : AppLayout
  useDocumentTitle()
  const settled = usePageSettled()
  return (
    <>
      <Layout>
        <Outlet />
      </Layout>
      {settled && (
        <Suspense>
          <Toaster />
          <RestoredDataNotice />
        </Suspense>
      )}
    </>
  )
}
