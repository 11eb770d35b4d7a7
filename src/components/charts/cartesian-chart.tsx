import { useId } from 'react'
import { CartesianGrid, ComposedChart, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import { drawSeries, seriesGradient, type ChartSeries } from './cartesian-series'
import { ChartFrame, type ChartColumn } from './chart-frame'
import { ChartTooltip } from './chart-tooltip'
import { chartLegend } from './legend-formatter'
import { axisExtent, useCategoryTicks, valueAxisWidth } from './axis-labels'
import { cartesianAxes, useChartTheme } from './use-chart-theme'

export type { ChartSeries }

export interface CartesianChartProps<Row> {
  title: string
  data: readonly Row[]
  /** The category of each row (a month, a day, ...), drawn along the x-axis and heading the table's rows. */
  xKey: keyof Row & string
  xLabel: string
  series: readonly ChartSeries<Row>[]
  formatX?: (value: Row[keyof Row & string]) => string
  formatValue?: (value: number) => string
  /** Value-axis ticks, where formatValue would be too wide (compact amounts); defaults to formatValue. */
  formatTick?: (value: number) => string
  /** Ticks and values of series on the secondary axis. */
  formatSecondary?: (value: number) => string
  height?: number
  legend?: boolean
}

/**
 * Line, area and bar series on shared axes (recharts' ComposedChart), so a line chart, a stacked bar and a
 * bar-plus-line chart are the same component with different series.
 */
export function CartesianChart<Row>(props: CartesianChartProps<Row>) {
  const { title, data, xKey, xLabel, series, formatX, formatValue, formatSecondary, height } = props
  const formatTick = props.formatTick ?? formatValue
  const theme = useChartTheme()
  const axes = cartesianAxes(theme)
  const prefix = useId().replace(/:/g, '')
  const xDataKey: string = xKey
  const secondary = new Set(series.filter((s) => s.axis === 'secondary').map((s): string => s.key))
  const formatOf = (key: string) => (secondary.has(key) ? formatSecondary : formatValue)
  const columns: ChartColumn<Row>[] = [
    { key: xKey, label: xLabel, format: formatX ? (row) => formatX(row[xKey]) : undefined },
    ...series.map((s) => {
      const format = formatOf(s.key)
      return { key: s.key, label: s.label, format: format && ((row: Row) => format(Number(row[s.key]))) }
    }),
  ]
  const formatItem = (value: number, key?: string) => formatOf(key ?? '')?.(value) ?? String(value)
  const rows = data as unknown as Record<string, unknown>[]
  const axisWidth = (onSecondary: boolean, format = (value: number) => String(value)) =>
    valueAxisWidth(
      axisExtent(
        rows,
        series.filter((s) => secondary.has(s.key) === onSecondary),
      ),
      format,
    )
  const xTicks = useCategoryTicks(data.map((row) => (formatX ? formatX(row[xKey]) : String(row[xKey]))))
  return (
    <ChartFrame title={title} data={data} columns={columns} height={height} onResize={xTicks.onResize}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <defs>{series.filter((s) => s.type === 'area').map((s) => seriesGradient(s, theme, prefix))}</defs>
        <CartesianGrid {...axes.grid} yAxisId="primary" />
        <XAxis
          dataKey={xDataKey}
          {...axes.x}
          interval={xTicks.interval}
          tickFormatter={formatX as (value: unknown) => string}
        />
        <YAxis
          yAxisId="primary"
          {...axes.y}
          width={axisWidth(false, formatTick)}
          tickFormatter={formatTick}
        />
        {secondary.size > 0 && (
          <YAxis
            yAxisId="secondary"
            {...axes.y}
            orientation={theme.isRTL ? 'left' : 'right'}
            width={axisWidth(true, formatSecondary)}
            tickFormatter={formatSecondary}
          />
        )}
        <Tooltip
          cursor={{ fill: theme.soft.primary, stroke: theme.grid }}
          content={
            <ChartTooltip formatLabel={formatX as (label: unknown) => string} formatValue={formatItem} />
          }
        />
        {(props.legend ?? series.length > 1) && <Legend {...chartLegend} />}
        {series.map((s) => drawSeries(s, theme, prefix))}
      </ComposedChart>
    </ChartFrame>
  )
}
