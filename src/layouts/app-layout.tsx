import { Suspense, type ReactNode } from 'react'
import { useLayout } from '@/lib/layout/layout-store'
import { ScrollToTop } from './components/scroll-to-top'
import { Customizer } from './customizer/customizer'
import { HorizontalLayout } from './horizontal/lazy-horizontal-layout'
import { VerticalLayout } from './vertical/vertical-layout'

/**
 * The signed-in shell: the vertical or horizontal layout, plus what stays put when the user switches between
 * them (the customizer keeps its drawer open, the scroll-to-top button keeps its place).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const type = useLayout((s) => s.layout)
  const Layout = type === 'horizontal' ? HorizontalLayout : VerticalLayout
  return (
    <>
      <Suspense>
        <Layout>{children}</Layout>
      </Suspense>
      <ScrollToTop />
      <Customizer />
    </>
  )
}
