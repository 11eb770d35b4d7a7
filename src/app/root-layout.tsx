import { Outlet } from '@tanstack/react-router'
import { useLayoutEffect } from 'react'
import { AppLayout } from '@/layouts/app-layout'
import { BlankLayout } from '@/layouts/blank/blank-layout'
import { layoutStore } from '@/lib/layout/layout-store'
import { useRouteMeta } from './route-meta'

/** Picks the layout for the page on screen and hands its forced settings to the layout store. */
export function RootLayout() {
  const { layout, layoutOverrides } = useRouteMeta()
  // before paint, so a page that forces a collapsed menu never shows the expanded one first
  useLayoutEffect(() => layoutStore.setRouteOverrides(layoutOverrides), [layoutOverrides])
  const Layout = layout === 'blank' ? BlankLayout : AppLayout
  return (
    <Layout>
      <Outlet />
    </Layout>
  )
}
