import type { ReactNode } from 'react'
import { useLayout } from '@/lib/layout/layout-store'
import { cn } from '@/lib/utils'

/** Navbar, page and footer in one column, boxed to 1440 px when the content width says so. */
export function ContentColumn({ children, className }: { children: ReactNode; className?: string }) {
  const boxed = useLayout((s) => s.contentWidth === 'boxed')
  return (
    <div className={cn('flex min-h-dvh min-w-0 flex-col', className)}>
      <div
        className={cn('flex w-full flex-1 flex-col', boxed && 'mx-auto max-w-[1440px]')}
        data-content-width={boxed ? 'boxed' : 'full'}
      >
        {children}
      </div>
    </div>
  )
}
