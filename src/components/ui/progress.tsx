import { Progress as ProgressPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import './motion.css'
import { fillColorClass, type ThemeColor } from './theme-color'

const heights = { sm: 'h-1.5', md: 'h-2.5', lg: 'h-4' } as const

export interface ProgressProps extends Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'color'> {
  /** 0 to `max`; null for "busy, amount unknown" (indeterminate). */
  value: number | null
  color?: ThemeColor
  size?: keyof typeof heights
  /** Diagonal stripes that move (they stand still when the user asks for less motion). */
  striped?: boolean
}

/**
 * A bar on Radix Progress (role progressbar with aria-valuenow). Give it a name: `aria-label`, or
 * `aria-labelledby` pointing at a visible label.
 */
export function Progress({
  value,
  max = 100,
  color = 'primary',
  size = 'md',
  striped,
  className,
  ...props
}: ProgressProps) {
  // Radix reads a value outside 0..max as "unknown" (it drops aria-valuenow and warns): clamp it first
  const clamped = value === null ? null : Math.min(max, Math.max(0, value))
  const percent = clamped === null ? null : (clamped / max) * 100
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn('relative w-full overflow-hidden rounded-full bg-muted', heights[size], className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full rounded-full transition-[width] duration-300',
          fillColorClass[color],
          striped && 'ui-progress-stripes',
          percent === null && 'ui-progress-indeterminate w-1/3',
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  )
}
