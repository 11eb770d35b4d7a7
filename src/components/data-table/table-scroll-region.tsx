import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * The box a table scrolls sideways in when it is wider than its card, instead of widening the page. It takes
 * focus so keyboard users can scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable), and
 * it is a region named by the table's caption (pass the caption's id).
 */
export function TableScrollRegion({
  labelledBy,
  className,
  ...props
}: ComponentProps<'div'> & { labelledBy: string }) {
  return (
    <div
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: a scrollable region needs focus
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      className={cn('overflow-x-auto', className)}
      {...props}
    />
  )
}
