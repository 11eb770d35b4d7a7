import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import type { GaugeChartProps } from './gauge-chart'

const GaugeChart = lazy(() => import('./gauge-chart').then((module) => ({ default: module.GaugeChart })))

/**
 * `GaugeChart` behind its own lazy boundary (recharts arrives after the card's figures), with a placeholder of
 * its height. Import it from this file, not from `@/components/charts`.
 */
export function LazyGaugeChart(props: GaugeChartProps) {
  return (
    <Suspense
      fallback={
        <Skeleton
          style={{ blockSize: props.height ?? 220, inlineSize: props.height ?? 220 }}
          className="mx-auto rounded-full"
        />
      }
    >
      <GaugeChart {...props} />
    </Suspense>
  )
}
