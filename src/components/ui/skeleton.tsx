import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * A placeholder block. Hidden from screen readers: mark the region that is loading with aria-busy instead,
 * so assistive tech hears one state rather than a row of empty shapes.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      data-slot="skeleton"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  )
}
