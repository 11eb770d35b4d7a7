import type { ReactNode } from 'react'

/** Legend entries in the app's text colour rather than recharts' default of the series colour. */
export function ChartLegendText({ children }: { children: ReactNode }) {
  return <span className="text-sm text-foreground">{children}</span>
}

export interface LegendEntry {
  key: string
  label: string
  /** A CSS colour, `var(--primary-ink)` included (set through style, so CSS resolves it). */
  color: string
  /** A line (with a ring on it) for line and area series, a block for bars: the mark each series draws. */
  mark: 'line' | 'block'
}

/**
 * The legend of a plain-SVG chart, in series order under the drawing, looking like the recharts charts' legend
 * (chartLegend). Hidden from screen readers: the chart's table names the series in its column headers.
 */
export function SeriesLegend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
      {entries.map((entry) => (
        <li key={entry.key} className="flex items-center gap-1">
          <svg width={14} height={14} viewBox="0 0 32 32" className="shrink-0">
            {entry.mark === 'block' ? (
              <rect x={0} y={4} width={32} height={24} style={{ fill: entry.color }} />
            ) : (
              <g fill="none" style={{ stroke: entry.color }} strokeWidth={4}>
                <path d="M0 16h10.5M21.5 16H32" />
                <circle cx={16} cy={16} r={5.5} />
              </g>
            )}
          </svg>
          <ChartLegendText>{entry.label}</ChartLegendText>
        </li>
      ))}
    </ul>
  )
}
