import { Area, Bar, Line } from 'recharts'
import type { ChartTheme, ChartColor } from './use-chart-theme'

export interface ChartSeries<Row> {
  key: keyof Row & string
  label: string
  color: ChartColor
  type: 'line' | 'area' | 'bar'
  /** Series with the same stack id pile up (stacked bars or areas). */
  stack?: string
  /** Draw against a second value axis on the other side (a percentage beside amounts, say). */
  axis?: 'secondary'
}

/** The gradient an area series fills with: its colour fading towards the x-axis. */
export function seriesGradient<Row>(s: ChartSeries<Row>, theme: ChartTheme, prefix: string) {
  return (
    <linearGradient key={s.key} id={`${prefix}-${s.key}`} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0%" stopColor={theme.color[s.color]} stopOpacity={0.35} />
      <stop offset="100%" stopColor={theme.color[s.color]} stopOpacity={0.02} />
    </linearGradient>
  )
}

/** One recharts series element; a plain function, not a component, because recharts reads its children's type. */
export function drawSeries<Row>(s: ChartSeries<Row>, theme: ChartTheme, prefix: string) {
  // recharts types data keys against the row type, which a generic Row cannot satisfy; a plain string can
  const dataKey: string = s.key
  const common = {
    dataKey,
    name: s.label,
    stackId: s.stack,
    yAxisId: s.axis ?? 'primary',
    isAnimationActive: false,
  }
  const color = theme.color[s.color]
  if (s.type === 'bar')
    return <Bar key={s.key} {...common} fill={color} radius={s.stack ? 0 : [4, 4, 0, 0]} maxBarSize={28} />
  if (s.type === 'area')
    return (
      <Area
        key={s.key}
        {...common}
        type="monotone"
        stroke={color}
        strokeWidth={2}
        fill={`url(#${prefix}-${s.key})`}
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
}
