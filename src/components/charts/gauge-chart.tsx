import { ChartFigure } from './chart-figure'
import { useMeasuredWidth } from './use-measured-width'
import { useCssChartTheme, type ChartColor } from './use-chart-theme'

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

// the ring: 270° open at the bottom, its centre a little below the middle, 14 px thick with round ends
const START = 225
const SWEEP = 270
const CENTRE = 0.55
const THICKNESS = 14
const MARGIN = 5

/** A point `radius` from the centre at `angle` degrees (anticlockwise from three o'clock, as in maths). */
const polar = (cx: number, cy: number, radius: number, angle: number) => {
  const rad = (angle * Math.PI) / 180
  return `${cx + radius * Math.cos(rad)},${cy - radius * Math.sin(rad)}`
}

/**
 * One value on a 270° ring, with the figure in its middle: an arc over a soft track, plain SVG. The ring fills
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
  const theme = useCssChartTheme()
  const { observe, width: boxWidth } = useMeasuredWidth<HTMLDivElement>()
  const share = Math.min(Math.max(value, 0), max) / (max || 1)
  const cx = boxWidth / 2
  const cy = height * CENTRE
  // the ring's size comes from the box's smaller side, as recharts' did, so the open bottom has room below
  const outer = Math.max(0, Math.min(boxWidth, height) / 2 - MARGIN)
  // the bar runs along the middle of the outer fifth of the radius
  const radius = outer * 0.9
  // round ends stay inside the ring's angles: each end gives back the angle its cap takes
  const cap = radius > 0 ? ((THICKNESS / 2 / radius) * 180) / Math.PI : 0
  const arc = (from: number, to: number) => {
    // clockwise is a falling angle; in RTL the ring mirrors (an angle a becomes 180 - a) and runs anticlockwise
    const start = theme.isRTL ? 180 - from : from
    const end = theme.isRTL ? 180 - to : to
    const large = Math.abs(to - from) > 180 ? 1 : 0
    return `M${polar(cx, cy, radius, start)}A${radius},${radius} 0 ${large} ${theme.isRTL ? 0 : 1} ${polar(cx, cy, radius, end)}`
  }
  const filled = SWEEP * share
  return (
    <div className="relative">
      <ChartFigure
        title={title}
        data={[{ value: share * max }]}
        columns={[{ key: 'value', label, format: (row) => formatValue(row.value) }]}
      >
        <div ref={observe} dir="ltr" className="relative" style={{ height }}>
          {boxWidth > 0 && radius > THICKNESS && (
            // out of the flow, so the drawing never holds its box wider than the card when the card narrows
            <svg
              aria-hidden="true"
              width={boxWidth}
              height={height}
              className="absolute inset-y-0 left-0 block"
            >
              <g fill="none" strokeWidth={THICKNESS} strokeLinecap="round">
                <path
                  data-gauge="track"
                  d={arc(START - cap, START - SWEEP + cap)}
                  style={{ stroke: theme.soft[color] }}
                />
                {share > 0 && (
                  <path
                    data-gauge="value"
                    d={arc(START - cap, START - Math.max(cap + 0.01, filled - cap))}
                    style={{ stroke: theme.color[color] }}
                  />
                )}
              </g>
            </svg>
          )}
        </div>
      </ChartFigure>
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
