import type { ReactElement } from 'react'
import { ResponsiveContainer } from 'recharts'
import { ChartFigure, type ChartColumn } from './chart-figure'

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
  /** One recharts chart (PieChart, RadarChart, ...); it gets its size from the frame. */
  children: ReactElement
}

/**
 * The frame of a recharts chart (pie, radar, radial bar, scatter, the candlestick price chart): a ChartFigure
 * whose drawing recharts' ResponsiveContainer sizes to the card. The drawing is kept LTR because SVG text anchors
 * flip under dir=rtl; charts mirror through their axis props instead (see cartesianAxes). CartesianChart and
 * GaugeChart are plain SVG and do not use it (docs/charts.md).
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
    <ChartFigure title={title} data={data} columns={columns} className={className}>
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
    </ChartFigure>
  )
}
