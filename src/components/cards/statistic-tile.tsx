import { cva } from 'class-variance-authority'
import type { LucideIcon } from 'lucide-react'
import TrendingDown from 'lucide-react/icons/trending-down'
import TrendingUp from 'lucide-react/icons/trending-up'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { softColorClass, type ThemeColor } from '@/components/ui/theme-color'
import { cn } from '@/lib/utils'

export type StatisticTileSize = 'sm' | 'md' | 'lg'

const tileVariants = cva('flex gap-4', {
  variants: {
    layout: {
      horizontal: 'flex-row items-center',
      vertical: 'flex-col items-center text-center',
    },
    size: { sm: 'p-4', md: 'p-5', lg: 'p-6' },
  },
})

const iconSize: Record<StatisticTileSize, string> = {
  sm: 'size-9 [&_svg]:size-4.5',
  md: 'size-11 [&_svg]:size-5.5',
  lg: 'size-14 [&_svg]:size-7',
}

const valueSize: Record<StatisticTileSize, string> = {
  sm: 'text-lg',
  md: 'text-2xl',
  lg: 'text-3xl',
}

export interface StatisticTileProps {
  icon: LucideIcon
  /** Already formatted (see `useNumberFormat`), so currency, percent or compact is the caller's choice. */
  value: ReactNode
  label: ReactNode
  color?: ThemeColor
  size?: StatisticTileSize
  /** Icon beside the figure (default) or above it, centred. */
  layout?: 'horizontal' | 'vertical'
  /** Growth against the previous period in percent; the sign picks the colour and arrow. */
  growth?: number
  /** How the growth reads, e.g. "+12.4%"; formatted by the caller in the current language. */
  growthText?: string
  /** Spoken before the growth figure, e.g. "Change since last month". */
  growthLabel?: string
  className?: string
}

/**
 * One figure with its label: the figure is the largest text so the eye lands on it, the icon sits in a soft
 * fill of the tile's colour. Rendered as a card so dashboards can drop it straight into a grid.
 */
export function StatisticTile({
  icon: Icon,
  value,
  label,
  color = 'primary',
  size = 'md',
  layout = 'horizontal',
  growth,
  growthText,
  growthLabel,
  className,
}: StatisticTileProps) {
  const up = (growth ?? 0) >= 0
  const Trend = up ? TrendingUp : TrendingDown
  const trend = (
    <Badge color={up ? 'success' : 'danger'} pill className={cn('mt-1', layout === 'horizontal' && 'self-start')}>
      <Trend aria-hidden />
      {growthLabel && <span className="sr-only">{growthLabel}</span>}
      <span dir="ltr">{growthText ?? `${up ? '+' : ''}${growth}%`}</span>
    </Badge>
  )
  return (
    <Card data-slot="statistic-tile" className={cn(tileVariants({ layout, size }), className)}>
      <span
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full',
          softColorClass[color],
          iconSize[size],
        )}
      >
        <Icon aria-hidden />
      </span>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-0.5', layout === 'vertical' && 'items-center')}>
        {/* isolated, so a figure with a unit ("14 k", "420 $US") keeps its order on a right-to-left page */}
        <p className={cn('leading-tight font-semibold tabular-nums', valueSize[size])}>
          <bdi>{value}</bdi>
        </p>
        <p className="text-sm text-muted-foreground">{label}</p>
        {/* under the label, never beside the figure: a long figure or a long language would run into it */}
        {growth !== undefined && layout === 'horizontal' && trend}
      </div>
      {growth !== undefined && layout === 'vertical' && trend}
    </Card>
  )
}
