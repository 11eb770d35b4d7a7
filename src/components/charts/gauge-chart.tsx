import { PolarAngleAxis, RadialBar, RadialBarChart } from 'recharts'
import { ChartFrame } from './chart-frame'
import { useChartTheme, type ChartColor } from './use-chart-theme'

export interface GaugeChartProps {
  /** The figure's accessible name and its table's caption. */
  title: string
  /** What the value is ("Completed tickets"): shown under it and the header of the table's one column. */
  label: string
  value: number
  /** The value of a full gauge. */
  max?: number
  formatValue: (value: number) => string
  color?: ChartColor
  height?: number
}

/**
 * One value on a 270° ring, with the figure in its middle: a radial bar over a soft track. The ring fills
 * clockwise, the reading direction; on a right-to-left page it fills the other way. The table behind it says the
 * same for screen readers, so the drawn figure is hidden from them.
 */
export function GaugeChart({
  title,
  label,
  value,
  max = 100,
  formatValue,
  color = 'primary',
  height = 220,
}: GaugeChartProps) {
  const theme = useChartTheme()
  // an angle counts anticlockwise from three o'clock; mirroring one is 180° minus it
  const sweep = (angle: number) => (theme.isRTL ? 180 - angle : angle)
  const rows = [{ label, value: Math.min(Math.max(value, 0), max), fill: theme.color[color] }]
  return (
    <div className="relative">
      <ChartFrame
        title={title}
        data={rows}
        columns={[{ key: 'value', label, format: (row) => formatValue(row.value) }]}
        height={height}
      >
        <RadialBarChart
          data={rows}
          innerRadius="80%"
          outerRadius="100%"
          barSize={14}
          startAngle={sweep(225)}
          endAngle={sweep(-45)}
          cy="55%"
        >
          <PolarAngleAxis type="number" domain={[0, max]} tick={false} />
          <RadialBar
            dataKey="value"
            background={{ fill: theme.soft[color] }}
            cornerRadius={7}
            isAnimationActive={false}
          />
        </RadialBarChart>
      </ChartFrame>
      <p
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-[55%] flex -translate-y-1/2 flex-col items-center text-center"
      >
        <span className="text-3xl font-semibold" dir="ltr">
          {formatValue(value)}
        </span>
        <span className="max-w-[60%] text-sm text-muted-foreground">{label}</span>
      </p>
    </div>
  )
}
