import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { fillColorClass, softColorClass, type ThemeColor } from './theme-color'

/**
 * Events in the order they happened: an ordered list on a line at the start edge (the end edge in right to
 * left), so screen readers announce how many there are. Used by the user view, the advance cards and the kit.
 */
export function Timeline({ className, ...props }: ComponentProps<'ol'>) {
  return (
    <ol
      data-slot="timeline"
      className={cn('relative flex flex-col gap-5 border-s border-border ps-6', className)}
      {...props}
    />
  )
}

export interface TimelineItemProps extends Omit<ComponentProps<'li'>, 'color'> {
  color?: ThemeColor
  /** A decorative icon in a larger point instead of the plain dot. */
  icon?: ReactNode
}

export function TimelineItem({ color = 'primary', icon, className, children, ...props }: TimelineItemProps) {
  return (
    <li className={cn('relative', icon && 'min-h-7', className)} {...props}>
      {icon ? (
        <span
          aria-hidden
          className={cn(
            'absolute -start-[2.4rem] top-0 flex size-7 items-center justify-center rounded-full ring-4 ring-card [&>svg]:size-3.5',
            softColorClass[color],
          )}
        >
          {icon}
        </span>
      ) : (
        <span
          aria-hidden
          className={cn('absolute -start-[1.95rem] top-1 size-3 rounded-full ring-4 ring-card', fillColorClass[color])}
        />
      )}
      {children}
    </li>
  )
}
