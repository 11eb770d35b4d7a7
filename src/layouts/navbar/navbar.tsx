import { Link } from '@tanstack/react-router'
import Menu from 'lucide-react/icons/menu'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { LogoMark } from '@/components/brand/logo'
import { Button } from '@/components/ui/button'
import { solidColorClass } from '@/components/ui/theme-color'
import { APP_NAME } from '@/config/app'
import type { NavbarColor, NavbarType } from '@/config/theme-config'
import { useLayout } from '@/lib/layout/layout-store'
import { cn } from '@/lib/utils'
import { usePageSettled } from '@/lib/use-page-settled'
import { NavbarMenus } from './navbar-menus'
import { MENUS_PLACEHOLDER_CLASS, NavbarBookmarks, NavbarSearchPart } from './navbar-parts'
import { ThemeToggle } from './theme-toggle'

// holds the menus' place while the namespaces of their labels (cart, notifications) load, so the shell paints
// without waiting for them and nothing shifts when they come
const menusPlaceholder = <span aria-hidden="true" className={MENUS_PLACEHOLDER_CLASS} />

const positionClass: Record<NavbarType, string> = {
  floating: 'sticky top-0 z-20 px-4 pt-3 md:px-6',
  sticky: 'sticky top-0 z-20',
  static: 'relative z-20',
  hidden: 'hidden',
}

const colorClass: Record<NavbarColor, string> = {
  default: 'bg-card/95 text-card-foreground backdrop-blur',
  ...solidColorClass,
}

interface NavbarProps {
  /** shows the button that opens the overlay menu (below 1200 px) */
  onOpenMenu?: () => void
  /** shows the logo at the start (horizontal layout) */
  withBrand?: boolean
  /** full width, square corners (horizontal layout) */
  flush?: boolean
}

export function Navbar({ onOpenMenu, withBrand = false, flush = false }: NavbarProps) {
  const { t } = useTranslation('shell')
  const navbarType = useLayout((s) => s.navbarType)
  const navbarColor = useLayout((s) => s.navbarColor)
  const floating = navbarType === 'floating' && !flush
  const settled = usePageSettled()
  return (
    <header className={flush ? (navbarType === 'hidden' ? 'hidden' : 'relative') : positionClass[navbarType]}>
      <div
        data-navbar-color={navbarColor}
        className={cn(
          'flex h-16 items-center gap-1 px-3 md:px-4',
          colorClass[navbarColor],
          navbarColor !== 'default' && '[&_button]:text-white [&_button:hover]:bg-white/15',
          floating ? 'rounded-lg shadow-card' : 'border-b border-border shadow-sm',
        )}
      >
        {onOpenMenu && (
          <Button variant="ghost" size="icon" onClick={onOpenMenu} aria-label={t('menu.open')}>
            <Menu aria-hidden="true" />
          </Button>
        )}
        {withBrand && (
          <Link to="/" className="me-4 flex items-center gap-2.5 rounded-md">
            <LogoMark />
            <span className="text-xl font-bold tracking-tight">{APP_NAME}</span>
          </Link>
        )}
        <div className="flex min-w-0 flex-1 items-center gap-1" data-slot="navbar-start">
          {settled && NavbarBookmarks && (
            <Suspense>
              <NavbarBookmarks />
            </Suspense>
          )}
        </div>
        <div className="flex items-center gap-0.5">
          {NavbarSearchPart && <NavbarSearchPart />}
          <ThemeToggle />
          {/* drawn with the shell: each is a button until it is pointed at, focused or pressed, when its menu's
              code loads (src/components/ui/on-intent.tsx) */}
          <Suspense fallback={menusPlaceholder}>
            <NavbarMenus />
          </Suspense>
        </div>
      </div>
    </header>
  )
}
