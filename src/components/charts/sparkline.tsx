import { inkColorClass, type ThemeColor } from '@/components/ui/theme-color'
import { cn } from '@/lib/utils'
import { ChartTable } from './chart-table'

export interface SparklinePoint {
  label: string
  value: number
}

export interface SparklineProps {
  /** The figure's accessible name and the caption of its table. */
  title: string
  data: readonly SparklinePoint[]
  type?: 'line' | 'bar'
  color?: ThemeColor
  height?: number
  /** Column headers and cell formats of the screen-reader table. */
  labelHeader: string
  valueHeader: string
  formatLabel?: (label: string) => string
  formatValue?: (value: number) => string
}

const WIDTH = 100

/**
 * A small trend drawn in plain SVG: no axes, no tooltip, no recharts, so a statistics tile stays light. It
 * takes the skin through `currentColor`, mirrors in RTL (time runs toward the inline end), and carries the same
 * data as a hidden table for screen readers.
 */
export function Sparkline({
  title,
  data,
  type = 'line',
  color = 'primary',
  height = 48,
  labelHeader,
  valueHeader,
  formatLabel = (label) => label,
  formatValue,
}: SparklineProps) {
  const max = Math.max(1, ...data.map((point) => point.value))
  const min = type === 'bar' ? 0 : Math.min(...data.map((point) => point.value))
  const span = max - min || 1
  const y = (value: number) => height - 2 - ((value - min) / span) * (height - 4)
  const step = data.length > 1 ? WIDTH / (data.length - 1) : 0
  const slot = WIDTH / Math.max(1, data.length)
  return (
    <figure aria-label={title} className={cn('m-0 min-w-0', inkColorClass[color])} data-chart>
      <svg
        aria-hidden
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="none"
        className="rtl-flip block w-full"
        style={{ height }}
      >
        {type === 'line' ? (
          <polyline
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
            points={data.map((point, index) => `${index * step},${y(point.value)}`).join(' ')}
          />
        ) : (
          data.map((point, index) => (
            <rect
              key={index}
              x={index * slot + slot * 0.2}
              width={slot * 0.6}
              y={y(point.value)}
              height={height - y(point.value)}
              rx={1}
              fill="currentColor"
              opacity={index === data.length - 1 ? 1 : 0.55}
            />
          ))
        )}
      </svg>
      <ChartTable
        title={title}
        data={data}
        columns={[
          { key: 'label', label: labelHeader, format: (row) => formatLabel(row.label) },
          { key: 'value', label: valueHeader, format: formatValue && ((row) => formatValue(row.value)) },
        ]}
      />
    </figure>
  )
}
