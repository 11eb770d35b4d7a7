import { Outlet } from '@tanstack/react-router'
import { Suspense, useLayoutEffect } from 'react'
import { AppLayout } from '@/layouts/app-layout'
import { BlankLayout } from '@/layouts/blank/blank-layout'
import { layoutStore } from '@/lib/layout/layout-store'
import { lazyComponent } from '@/lib/lazy-component'
import { usePageSettled } from '@/lib/use-page-settled'
import { useRouteMeta } from './route-meta'

// sonner arrives once the first page is in; toasts come from user actions, which come later
const Toaster = lazyComponent(() => import('@/components/ui/toaster'), 'Toaster')

/** Picks the layout for the page on screen and hands its forced settings to the layout store. */
export function RootLayout() {
  const { layout, layoutOverrides } = useRouteMeta()
  // before paint, so a page that forces a collapsed menu never shows the expanded one first
  useLayoutEffect(() => layoutStore.setRouteOverrides(layoutOverrides), [layoutOverrides])
  const Layout = layout === 'blank' ? BlankLayout : AppLayout
  const settled = usePageSettled()
  return (
    <>
      <Layout>
        <Outlet />
      </Layout>
      {settled && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  )
}
