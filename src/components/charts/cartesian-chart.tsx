import { useId } from 'react'
import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFrame, type ChartColumn } from './chart-frame'
import { chartLegendFormatter } from './legend-formatter'
import { ChartTooltip } from './chart-tooltip'
import { cartesianAxes, useChartTheme, type ChartColor } from './use-chart-theme'

export interface ChartSeries<Row> {
  key: keyof Row & string
  label: string
  color: ChartColor
  type: 'line' | 'area' | 'bar'
  /** Series with the same stack id pile up (stacked bars or areas). */
  stack?: string
}

export interface CartesianChartProps<Row> {
  title: string
  data: readonly Row[]
  /** The category of each row (a month, a day, ...), drawn along the x-axis and heading the table's rows. */
  xKey: keyof Row & string
  xLabel: string
  series: readonly ChartSeries<Row>[]
  formatX?: (value: Row[keyof Row & string]) => string
  formatValue?: (value: number) => string
  height?: number
  legend?: boolean
}

/**
 * Line, area and bar series on one pair of axes (recharts' ComposedChart), so a line chart, a stacked bar and
 * a bar-plus-line chart are the same component with different series.
 */
export function CartesianChart<Row>(props: CartesianChartProps<Row>) {
  const {
    title,
    data,
    xKey,
    xLabel,
    series,
    formatX,
    formatValue,
    height,
    legend = series.length > 1,
  } = props
  const theme = useChartTheme()
  // recharts types data keys against the row type, which a generic Row cannot satisfy; plain strings can
  const xDataKey: string = xKey
  const axes = cartesianAxes(theme)
  const gradient = useId().replace(/:/g, '')
  const columns: ChartColumn<Row>[] = [
    { key: xKey, label: xLabel, format: formatX ? (row) => formatX(row[xKey]) : undefined },
    ...series.map((s) => ({
      key: s.key,
      label: s.label,
      format: formatValue ? (row: Row) => formatValue(Number(row[s.key])) : undefined,
    })),
  ]
  return (
    <ChartFrame title={title} data={data} columns={columns} height={height}>
      <ComposedChart
        data={data as unknown as Record<string, unknown>[]}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <defs>
          {series.map((s) => (
            <linearGradient key={s.key} id={`${gradient}-${s.key}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={theme.color[s.color]} stopOpacity={0.35} />
              <stop offset="100%" stopColor={theme.color[s.color]} stopOpacity={0.02} />
            </linearGradient>
          ))}
        </defs>
        <CartesianGrid {...axes.grid} />
        <XAxis
          dataKey={xDataKey}
          {...axes.x}
          tickFormatter={formatX as ((value: unknown) => string) | undefined}
        />
        <YAxis {...axes.y} tickFormatter={formatValue} />
        <Tooltip
          cursor={{ fill: theme.soft.primary, stroke: theme.grid }}
          content={
            <ChartTooltip formatLabel={formatX as (label: unknown) => string} formatValue={formatValue} />
          }
        />
        {legend && <Legend formatter={chartLegendFormatter} />}
        {series.map((s) => {
          const common = {
            dataKey: seriesKey(s),
            name: s.label,
            stackId: s.stack,
            isAnimationActive: false,
          }
          const color = theme.color[s.color]
          if (s.type === 'bar')
            return (
              <Bar key={s.key} {...common} fill={color} radius={s.stack ? 0 : [4, 4, 0, 0]} maxBarSize={28} />
            )
          if (s.type === 'area')
            return (
              <Area
                key={s.key}
                {...common}
                type="monotone"
                stroke={color}
                strokeWidth={2}
                fill={`url(#${gradient}-${s.key})`}
              />
            )
          return (
            <Line
              key={s.key}
              {...common}
              type="monotone"
              stroke={color}
              strokeWidth={2.5}
              dot={false}
              activeDot={{ r: 5 }}
            />
          )
        })}
      </ComposedChart>
    </ChartFrame>
  )
}

const seriesKey = <Row,>(s: ChartSeries<Row>): string => s.key
