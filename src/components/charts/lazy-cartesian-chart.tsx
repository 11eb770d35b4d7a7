import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import type { CartesianChartProps } from './cartesian-chart'

// recharts is the heaviest module a dashboard uses; loading it on its own lets the page draw its figures,
// tables and tiles first and the charts a moment later, in the space kept for them.
const CartesianChart = lazy(() =>
  import('./cartesian-chart').then((module) => ({ default: module.CartesianChart })),
) as <Row>(props: CartesianChartProps<Row>) => React.ReactNode

/**
 * `CartesianChart` behind its own lazy boundary: a placeholder of the chart's height until recharts has loaded.
 * Import it from this file, not from `@/components/charts` (that index loads recharts with the page).
 */
export function LazyCartesianChart<Row>(props: CartesianChartProps<Row>) {
  return (
    <Suspense fallback={<Skeleton style={{ height: props.height ?? 300 }} className="w-full" />}>
      <CartesianChart {...props} />
    </Suspense>
  )
}
