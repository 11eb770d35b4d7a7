import type { ReactNode } from 'react'
import { useLayout } from '@/lib/layout/layout-store'
import { useIsDesktop } from '@/lib/layout/use-desktop'
import { ContentColumn } from '../components/content-column'
import { PageAndFooter } from '../components/page-and-footer'
import { SkipLink } from '../components/skip-link'
import { HorizontalMenu } from '../menu/horizontal-menu'
import { Navbar } from '../navbar/navbar'
import { VerticalLayout } from '../vertical/vertical-layout'

/** A top menu under the navbar; below 1200 px it falls back to the vertical layout's overlay menu. */
export function HorizontalLayout({ children }: { children: ReactNode }) {
  const desktop = useIsDesktop()
  const menuHidden = useLayout((s) => s.menuHidden)
  if (!desktop) return <VerticalLayout>{children}</VerticalLayout>
  return (
    <div className="min-h-dvh" data-layout="horizontal">
      <SkipLink />
      <ContentColumn>
        <div className="sticky top-0 z-20">
          <Navbar withBrand flush />
          {!menuHidden && <HorizontalMenu />}
        </div>
        <PageAndFooter>{children}</PageAndFooter>
      </ContentColumn>
    </div>
  )
}
