import { Outlet } from '@tanstack/react-router'
import { Suspense, useLayoutEffect } from 'react'
import { BlankLayout } from '@/layouts/blank/blank-layout'
import { VerticalLayout } from '@/layouts/vertical/vertical-layout'
import { layoutStore, useLayout } from '@/lib/layout/layout-store'
import { lazyComponent } from '@/lib/lazy-component'
import { useRouteMeta } from './route-meta'

// Most visitors use the vertical layout; the horizontal one (and its dropdown menus) loads only when chosen.
const HorizontalLayout = lazyComponent(() => import('@/layouts/horizontal/horizontal-layout'), 'HorizontalLayout')

/** Picks the layout for the page on screen and hands its forced settings to the layout store. */
export function RootLayout() {
  const { layout, layoutOverrides } = useRouteMeta()
  // before paint, so a page that forces a collapsed menu never shows the expanded one first
  useLayoutEffect(() => layoutStore.setRouteOverrides(layoutOverrides), [layoutOverrides])
  const type = useLayout((s) => s.layout)
  const Layout = layout === 'blank' ? BlankLayout : type === 'horizontal' ? HorizontalLayout : VerticalLayout
  return (
    <Suspense>
      <Layout>
        <Outlet />
      </Layout>
    </Suspense>
  )
}
