import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { area, curveMonotoneX, line } from 'd3-shape'
import { niceTicks, seriesGradient, stackSeries, type ChartSeries } from './cartesian-series'
import { ChartFigure, type ChartColumn } from './chart-figure'
import { useMeasuredWidth } from './use-measured-width'
import { SeriesLegend } from './chart-legend'
import { ChartTooltip } from './chart-tooltip'
import { axisExtent, useCategoryTicks, valueAxisWidth } from './axis-labels'
import { useCssChartTheme } from './use-chart-theme'

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

// the drawing's margins, the x-axis band (labels 8 px under the axis line) and the legend under the drawing
const MARGIN = { top: 8, side: 8 }
const X_AXIS_HEIGHT = 30
// an x label's top under the axis line: recharts' tick size and margin, so the charts look as they did
const X_LABEL_OFFSET = 14
const LEGEND_HEIGHT = 24
// the room a value axis leaves between its labels and the plot, bars' gap and widest size, a category's gap
const TICK_GAP = 8
const BAR_GAP = 4
const MAX_BAR = 28
const CATEGORY_GAP = 0.1
const FONT_SIZE = 12

/**
 * Line, area and bar series on shared axes, drawn as plain SVG (d3-shape's monotone curves): a line chart, a
 * stacked bar and a bar-plus-line chart are the same component with different series. It measures only its
 * width (a ResizeObserver) and its labels (on a canvas, axis-labels.ts); nothing is read from the page's layout
 * while it renders. Pointer and keyboard (the plot is focusable: Left/Right move, Escape hides) show a tooltip
 * of the highlighted category. In RTL the drawing mirrors: the first category at the right, the value axis too.
 */
export function CartesianChart<Row>(props: CartesianChartProps<Row>) {
  const { title, data, xKey, xLabel, series, formatX, formatValue, formatSecondary } = props
  const height = props.height ?? 300
  const formatTick = props.formatTick ?? formatValue
  const { t } = useTranslation()
  const theme = useCssChartTheme()
  const prefix = useId().replace(/:/g, '')
  const [active, setActive] = useState<number | null>(null)
  const secondary = new Set(series.filter((s) => s.axis === 'secondary').map((s): string => s.key))
  const formatOf = (key: string) => (secondary.has(key) ? formatSecondary : formatValue)
  const columns: ChartColumn<Row>[] = [
    { key: xKey, label: xLabel, format: formatX ? (row) => formatX(row[xKey]) : undefined },
    ...series.map((s) => {
      const format = formatOf(s.key)
      return { key: s.key, label: s.label, format: format && ((row: Row) => format(Number(row[s.key]))) }
    }),
  ]
  const rows = data as unknown as Record<string, unknown>[]
  const labels = data.map((row) => (formatX ? formatX(row[xKey]) : String(row[xKey])))
  const xTicks = useCategoryTicks(labels)
  const { observe, width: boxWidth } = useMeasuredWidth<HTMLDivElement>(xTicks.onResize)
  const showLegend = props.legend ?? series.length > 1
  const drawingHeight = height - (showLegend ? LEGEND_HEIGHT : 0)

  // the value axes: ticks, and a width from the widest label (measured on a canvas)
  const axisOf = (onSecondary: boolean, format = (value: number) => String(value)) => {
    const extent = axisExtent(
      rows,
      series.filter((s) => secondary.has(s.key) === onSecondary),
    )
    const ticks = niceTicks(extent.low, extent.high)
    return { ticks, format, width: valueAxisWidth(extent, format) }
  }
  const primary = axisOf(false, formatTick)
  const second = secondary.size > 0 ? axisOf(true, formatSecondary) : null
  // LTR: the value axis on the left, the secondary one on the right; RTL the other way round
  const leftAxis = theme.isRTL ? second : primary
  const rightAxis = theme.isRTL ? primary : second
  const plot = {
    left: MARGIN.side + (leftAxis?.width ?? 0),
    right: boxWidth - MARGIN.side - (rightAxis?.width ?? 0),
    top: MARGIN.top,
    bottom: drawingHeight - X_AXIS_HEIGHT,
  }
  const plotWidth = Math.max(0, plot.right - plot.left)
  const y = (axis: { ticks: number[] }, value: number) => {
    const low = axis.ticks[0] ?? 0
    const high = axis.ticks.at(-1) ?? 1
    return plot.bottom - ((value - low) / (high - low || 1)) * (plot.bottom - plot.top)
  }
  const axisFor = (s: ChartSeries<Row>) => (secondary.has(s.key) && second ? second : primary)

  // categories: bands when there are bars (a bar group in each), else points from edge to edge
  const count = data.length
  const banded = series.some((s) => s.type === 'bar')
  const band = banded ? plotWidth / Math.max(1, count) : count > 1 ? plotWidth / (count - 1) : plotWidth
  const along = (index: number) => (banded ? band * (index + 0.5) : count > 1 ? band * index : plotWidth / 2)
  const x = (index: number) => (theme.isRTL ? plot.right - along(index) : plot.left + along(index))
  const indexAt = (offset: number) => {
    const from = theme.isRTL ? plotWidth - offset : offset
    const index = banded ? Math.floor(from / (band || 1)) : Math.round(from / (band || 1))
    return Math.min(count - 1, Math.max(0, index))
  }

  // bars: one slot per stack (or per unstacked series) in each category's band
  const spans = stackSeries(rows, series)
  const slots = [...new Set(series.flatMap((s, index) => (s.type === 'bar' ? [s.stack ?? `#${index}`] : [])))]
  const inner = band * (1 - 2 * CATEGORY_GAP)
  const barWidth = Math.max(
    1,
    Math.min(MAX_BAR, (inner - BAR_GAP * (slots.length - 1)) / Math.max(1, slots.length)),
  )
  const groupWidth = barWidth * slots.length + BAR_GAP * (slots.length - 1)
  const barLeft = (slot: number, index: number) => {
    const offset = -groupWidth / 2 + slot * (barWidth + BAR_GAP)
    return theme.isRTL ? x(index) - offset - barWidth : x(index) + offset
  }

  const draw = (s: ChartSeries<Row>, seriesIndex: number) => {
    const axis = axisFor(s)
    const color = theme.color[s.color]
    const span = spans[seriesIndex]
    if (s.type === 'bar') {
      const slot = slots.indexOf(s.stack ?? `#${seriesIndex}`)
      return (
        <g key={s.key} data-series={s.key}>
          {span.map(([base, top], index) => {
            const y0 = y(axis, base)
            const y1 = y(axis, top)
            return (
              <path
                key={index}
                data-bar
                style={{ fill: color }}
                d={barPath(barLeft(slot, index), barWidth, y0, y1, s.stack ? 0 : 4)}
              />
            )
          })}
        </g>
      )
    }
    const points = span.map(([base, top], index) => ({ x: x(index), y0: y(axis, base), y1: y(axis, top) }))
    const curve = line<(typeof points)[number]>()
      .x((p) => p.x)
      .y((p) => p.y1)
      .curve(curveMonotoneX)
    const dot = active !== null && points[active] && (
      <circle
        cx={points[active].x}
        cy={points[active].y1}
        r={s.type === 'line' ? 5 : 4}
        style={{ fill: color, stroke: theme.card }}
        strokeWidth={2}
      />
    )
    if (s.type === 'area') {
      // an unstacked area fills down to zero, or to the axis' foot when zero is not on it
      const floor = y(axis, Math.max(0, axis.ticks[0] ?? 0))
      const fill = area<(typeof points)[number]>()
        .x((p) => p.x)
        .y0((p) => (s.stack ? p.y0 : floor))
        .y1((p) => p.y1)
        .curve(curveMonotoneX)
      return (
        <g key={s.key} data-series={s.key}>
          <path d={fill(points) ?? ''} fill={`url(#${prefix}-${s.key})`} stroke="none" />
          <path d={curve(points) ?? ''} fill="none" style={{ stroke: color }} strokeWidth={2} />
          {dot}
        </g>
      )
    }
    return (
      <g key={s.key} data-series={s.key}>
        <path d={curve(points) ?? ''} fill="none" style={{ stroke: color }} strokeWidth={2.5} />
        {dot}
      </g>
    )
  }

  // the labels take their colour and size from the group they are drawn in (labelStyle)
  const axisLabels = (axis: typeof primary | null, side: 'left' | 'right') =>
    axis &&
    axis.ticks.map((tick) => (
      <text
        key={tick}
        x={side === 'left' ? plot.left - TICK_GAP : plot.right + TICK_GAP}
        y={y(axis, tick)}
        dy="0.355em"
        textAnchor={side === 'left' ? 'end' : 'start'}
      >
        {axis.format(tick)}
      </text>
    ))

  const formatItem = (value: number, key?: string) => formatOf(key ?? '')?.(value) ?? String(value)
  // what a screen reader says at each category: its label and every series' value, as the tooltip shows them
  const valueText = (index: number) =>
    `${labels[index] ?? ''}: ${series
      .map((s) => `${s.label} ${formatItem(Number(rows[index]?.[s.key]), s.key)}`)
      .join(', ')}`
  const move = (next: number) => setActive(Math.min(count - 1, Math.max(0, next)))
  const onKeyDown = (event: KeyboardEvent) => {
    // Left and Right move in the drawing's direction: towards later categories to the right in LTR
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    if (step !== undefined) move((active ?? (step > 0 ? -1 : count)) + (theme.isRTL ? -step : step))
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(count - 1)
    else if (event.key === 'Escape') setActive(null)
    else return
    event.preventDefault()
  }
  const onPointerMove = (event: PointerEvent) => setActive(indexAt(event.nativeEvent.offsetX))
  const activeX = active === null ? 0 : x(active)
  const row = active === null ? undefined : rows[active]

  return (
    <ChartFigure title={title} data={data} columns={columns}>
      <div ref={observe} dir="ltr" className="relative" style={{ height: drawingHeight }}>
        {boxWidth > 0 && count > 0 && (
          <>
            {/* out of the flow, so the drawing never holds its box wider than the card when the card narrows */}
            <svg
              aria-hidden="true"
              width={boxWidth}
              height={drawingHeight}
              className="absolute inset-y-0 left-0 block"
            >
              <defs>
                {series.filter((s) => s.type === 'area').map((s) => seriesGradient(s, theme, prefix))}
              </defs>
              <g data-grid style={{ stroke: theme.grid }} strokeDasharray="4 4">
                {primary.ticks.map((tick) => (
                  <line
                    key={tick}
                    x1={plot.left}
                    x2={plot.right}
                    y1={y(primary, tick)}
                    y2={y(primary, tick)}
                  />
                ))}
              </g>
              {active !== null &&
                (banded ? (
                  <rect
                    x={activeX - band / 2}
                    width={band}
                    y={plot.top}
                    height={plot.bottom - plot.top}
                    style={{ fill: theme.soft.primary }}
                  />
                ) : (
                  <line
                    x1={activeX}
                    x2={activeX}
                    y1={plot.top}
                    y2={plot.bottom}
                    style={{ stroke: theme.grid }}
                  />
                ))}
              <line
                x1={plot.left}
                x2={plot.right}
                y1={plot.bottom}
                y2={plot.bottom}
                style={{ stroke: theme.grid }}
              />
              <g style={{ fill: theme.axis }} fontSize={FONT_SIZE}>
                {axisLabels(leftAxis, 'left')}
                {axisLabels(rightAxis, 'right')}
                {labels.map(
                  (label, index) =>
                    index % (xTicks.interval + 1) === 0 && (
                      <text
                        key={index}
                        x={x(index)}
                        y={plot.bottom + X_LABEL_OFFSET}
                        dy="0.71em"
                        textAnchor="middle"
                      >
                        {label}
                      </text>
                    ),
                )}
              </g>
              {series.map(draw)}
            </svg>
            <div
              role="slider"
              tabIndex={0}
              aria-label={t('chart.plot', { title })}
              aria-orientation="horizontal"
              aria-valuemin={1}
              aria-valuemax={count}
              aria-valuenow={(active ?? 0) + 1}
              aria-valuetext={valueText(active ?? 0)}
              className="absolute rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
              style={{ left: plot.left, top: plot.top, width: plotWidth, height: plot.bottom - plot.top }}
              onPointerMove={onPointerMove}
              onPointerDown={onPointerMove}
              onPointerLeave={() => setActive(null)}
              onFocus={() => setActive((current) => current ?? 0)}
              onBlur={() => setActive(null)}
              onKeyDown={onKeyDown}
            >
              {row && (
                <div
                  className="pointer-events-none absolute top-2 z-10 w-max"
                  style={{
                    left: activeX - plot.left,
                    // beside the highlighted category, on the side with more room
                    transform:
                      activeX - plot.left > plotWidth / 2
                        ? 'translateX(calc(-100% - 12px))'
                        : 'translateX(12px)',
                  }}
                >
                  <ChartTooltip
                    active
                    label={labels[active ?? 0]}
                    payload={series.map((s) => ({
                      dataKey: s.key,
                      name: s.label,
                      value: row[s.key],
                      color: theme.color[s.color],
                    }))}
                    formatValue={formatItem}
                  />
                </div>
              )}
            </div>
          </>
        )}
      </div>
      {showLegend && (
        <SeriesLegend
          entries={series.map((s) => ({
            key: s.key,
            label: s.label,
            color: theme.color[s.color],
            mark: s.type === 'bar' ? 'block' : 'line',
          }))}
        />
      )}
    </ChartFigure>
  )
}

/** A bar from y0 (its base) to y1 (its value), its value end rounded by `radius` when it is tall enough. */
function barPath(left: number, width: number, y0: number, y1: number, radius: number) {
  const up = y1 <= y0
  const r = Math.min(radius, width / 2, Math.abs(y0 - y1))
  const right = left + width
  if (r <= 0) return `M${left},${y0}V${y1}H${right}V${y0}Z`
  const s = up ? 1 : -1
  // down the sides to the rounded end: quarter arcs at both corners of the value end
  return [
    `M${left},${y0}`,
    `V${y1 + s * r}`,
    `A${r},${r} 0 0 ${up ? 1 : 0} ${left + r},${y1}`,
    `H${right - r}`,
    `A${r},${r} 0 0 ${up ? 1 : 0} ${right},${y1 + s * r}`,
    `V${y0}Z`,
  ].join('')
}
