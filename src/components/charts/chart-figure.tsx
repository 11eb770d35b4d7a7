import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { ChartTable, type ChartColumn } from './chart-table'

export type { ChartColumn }

export interface ChartFigureProps<Row> {
  /** The accessible name of the figure and the caption of its table. */
  title: string
  data: readonly Row[]
  /** The table alternative: the first column labels each row. */
  columns: readonly ChartColumn<Row>[]
  className?: string
  /** The drawing (and anything drawn beside it, such as a legend). */
  children: ReactNode
}

/**
 * The one rule every chart follows: a figure named after the chart, its drawing, and the same data as a visually
 * hidden table for screen readers. The plain-SVG charts (CartesianChart, GaugeChart) and the recharts frame
 * (ChartFrame) are both drawn inside one of these.
 */
export function ChartFigure<Row>({ title, data, columns, className, children }: ChartFigureProps<Row>) {
  return (
    <figure aria-label={title} className={cn('m-0 min-w-0', className)} data-chart>
      {children}
      <ChartTable title={title} data={data} columns={columns} />
    </figure>
  )
}
