import type { ReactNode } from 'react'
import { BOXED_WIDTH_PX } from '@/config/theme-config'
import { useLayout } from '@/lib/layout/layout-store'
import { cn } from '@/lib/utils'

/**
 * Navbar, page and footer in one column. Boxed, the column is at most BOXED_WIDTH_PX (1120 px) wide and, once the screen has
 * room to spare (xl), sits in a visible frame on a tinted surround, so the setting shows at 1440 px with the
 * menu open too (docs/layout.md).
 */
export function ContentColumn({ children, className }: { children: ReactNode; className?: string }) {
  const boxed = useLayout((s) => s.contentWidth === 'boxed')
  return (
    <div className={cn('flex min-h-dvh min-w-0 flex-col', boxed && 'xl:bg-muted', className)}>
      <div
        className={cn(
          'flex w-full flex-1 flex-col',
          boxed && 'mx-auto xl:border-x xl:border-border xl:bg-background xl:shadow-card',
        )}
        style={boxed ? { maxWidth: BOXED_WIDTH_PX } : undefined}
        data-content-width={boxed ? 'boxed' : 'full'}
      >
        {children}
      </div>
    </div>
  )
}
