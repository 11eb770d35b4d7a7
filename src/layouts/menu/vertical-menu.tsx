import { Link } from '@tanstack/react-router'
import PanelLeftClose from 'lucide-react/icons/panel-left-close'
import PanelLeftOpen from 'lucide-react/icons/panel-left-open'
import X from 'lucide-react/icons/x'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LogoMark } from '@/components/brand/logo'
import { Button } from '@/components/ui/button'
import { APP_NAME } from '@/config/app'
import { setLayout, useLayout } from '@/lib/layout/layout-store'
import { cn } from '@/lib/utils'
import { useVisibleNavigation } from './use-visible-navigation'
import { VerticalMenuItems } from './vertical-menu-items'

export const MENU_WIDTH = 'w-[260px]'
export const MENU_COLLAPSED_WIDTH = 'w-[80px]'

interface VerticalMenuProps {
  /** the overlay variant used below 1200 px: always expanded, with a close button */
  overlay?: boolean
  onClose?: () => void
}

/** The vertical menu. Collapsed, it shows icons only and expands while hovered or focused. */
export function VerticalMenu({ overlay = false, onClose }: VerticalMenuProps) {
  const { t } = useTranslation('shell')
  const entries = useVisibleNavigation()
  const collapsed = useLayout((s) => s.menuCollapsed) && !overlay
  const [peeking, setPeeking] = useState(false)
  const compact = collapsed && !peeking

  return (
    <div
      className={cn(
        'menu-surface flex h-full flex-col bg-menu text-menu-foreground',
        overlay
          ? 'w-full'
          : [compact ? MENU_COLLAPSED_WIDTH : MENU_WIDTH, 'shadow-card transition-[width] duration-200'],
      )}
      onMouseEnter={() => setPeeking(true)}
      onMouseLeave={() => setPeeking(false)}
      onFocus={() => setPeeking(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPeeking(false)
      }}
    >
      <div className="flex h-16 shrink-0 items-center gap-2 px-5">
        <Link to="/" className="flex min-w-0 flex-1 items-center gap-2.5 rounded-md">
          <LogoMark />
          <span className={cn('truncate text-xl font-bold tracking-tight', compact && 'sr-only')}>
            {APP_NAME}
          </span>
        </Link>
        {overlay ? (
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('menu.close')}>
            <X aria-hidden="true" />
          </Button>
        ) : (
          !compact && (
            <Button
              variant="ghost"
              size="icon"
              aria-pressed={collapsed}
              aria-label={t('menu.collapse')}
              onClick={() => setLayout({ menuCollapsed: !collapsed })}
              className="text-menu-foreground"
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="rtl-flip" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="rtl-flip" />
              )}
            </Button>
          )
        )}
      </div>
      <nav aria-label={t('menu.label')} className="min-h-0 flex-1 overflow-y-auto px-3 pb-6">
        <VerticalMenuItems entries={entries} compact={compact} />
      </nav>
    </div>
  )
}
