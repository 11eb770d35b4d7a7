import type { ReactElement } from 'react'
import { ResponsiveContainer } from 'recharts'
import { cn } from '@/lib/utils'
import { ChartTable, type ChartColumn } from './chart-table'

export type { ChartColumn }

export interface ChartFrameProps<Row> {
  /** The accessible name of the figure and the caption of its table. */
  title: string
  data: readonly Row[]
  /** The table alternative: the first column labels each row. */
  columns: readonly ChartColumn<Row>[]
  height?: number
  className?: string
  /** Called with the drawing's width whenever it changes (see useCategoryTicks). */
  onResize?: (width: number) => void
  /** One recharts chart (LineChart, PieChart, ...); it gets its size from the frame. */
  children: ReactElement
}

/**
 * Every chart sits in one of these: a figure named after the chart, the drawing sized by its card, and the same
 * data as a table for screen readers. The drawing is kept LTR because SVG text anchors flip under dir=rtl;
 * charts mirror through their axis props instead (see cartesianAxes).
 */
export function ChartFrame<Row>({
  title,
  data,
  columns,
  height = 300,
  className,
  onResize,
  children,
}: ChartFrameProps<Row>) {
  return (
    <figure aria-label={title} className={cn('m-0 min-w-0', className)} data-chart>
      <div dir="ltr" style={{ height }}>
        <ResponsiveContainer
          width="100%"
          height="100%"
          initialDimension={{ width: 0, height }}
          onResize={onResize}
        >
          {children}
        </ResponsiveContainer>
      </div>
      <ChartTable title={title} data={data} columns={columns} />
    </figure>
  )
}
