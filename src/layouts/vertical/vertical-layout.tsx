import { Suspense, useState, type ReactNode } from 'react'
import { useLayout } from '@/lib/layout/layout-store'
import { useIsDesktop } from '@/lib/layout/use-desktop'
import { lazyComponent } from '@/lib/lazy-component'
import { cn } from '@/lib/utils'
import { ContentColumn } from '../components/content-column'
import { PageAndFooter } from '../components/page-and-footer'
import { SkipLink } from '../components/skip-link'
import { VerticalMenu } from '../menu/vertical-menu'
import { Navbar } from '../navbar/navbar'

const OverlayMenu = lazyComponent(() => import('../menu/overlay-menu'), 'OverlayMenu')

export function VerticalLayout({ children }: { children: ReactNode }) {
  const desktop = useIsDesktop()
  const menuHidden = useLayout((s) => s.menuHidden)
  const menuCollapsed = useLayout((s) => s.menuCollapsed)
  const [overlayOpen, setOverlayOpen] = useState(false)
  const showMenu = !menuHidden
  return (
    <div className="min-h-dvh" data-layout="vertical">
      <SkipLink />
      {showMenu && desktop && (
        <aside className="fixed inset-y-0 start-0 z-30" data-testid="vertical-menu">
          <VerticalMenu />
        </aside>
      )}
      {showMenu && !desktop && <PhoneMenu open={overlayOpen} onOpenChange={setOverlayOpen} />}
      <ContentColumn
        className={cn(
          showMenu && desktop && (menuCollapsed ? 'ms-[80px]' : 'ms-[260px]'),
          'transition-[margin] duration-200',
        )}
      >
        <Navbar onOpenMenu={showMenu && !desktop ? () => setOverlayOpen(true) : undefined} />
        <PageAndFooter>{children}</PageAndFooter>
      </ContentColumn>
    </div>
  )
}

/**
 * The phone menu. Its code (the sheet, with Radix's dialog) loads the first time the menu button opens it, so a
 * visit that never opens it does not fetch it; once there it stays, to animate closed and open again at once.
 */
function PhoneMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense>
      <OverlayMenu open={open} onOpenChange={onOpenChange} />
    </Suspense>
  )
}
