import { useMemo, useState } from 'react'

// Axis label sizes, worked out without touching the page's layout (issue #16, docs/charts.md): which category
// labels an x-axis shows, and how wide a value axis is. recharts measures each label in a hidden span (its
// default `interval="preserveEnd"`, `width="auto"`); each measure forces a layout of the whole page while it is
// still being built, which was most of a chart's cost on the dashboards. A canvas measures text with no layout.

/** The axes' label font: 12px in the page's own font family (read once; it does not change at run time). */
const FONT_SIZE = 12
// room between two labels, and what the value axis and the chart's margins take from the width
const GAP = 8
const AXIS_ALLOWANCE = 72

let measureContext: OffscreenCanvasRenderingContext2D | null | undefined

function labelWidth(label: string): number {
  if (measureContext === undefined) {
    // jsdom (component tests) has no OffscreenCanvas: the estimate below stands in
    measureContext =
      typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d')
    if (measureContext) {
      const family = getComputedStyle(document.documentElement).fontFamily || 'sans-serif'
      measureContext.font = `${FONT_SIZE}px ${family}`
    }
  }
  return measureContext ? measureContext.measureText(label).width : label.length * FONT_SIZE * 0.6
}

/**
 * recharts' numeric `interval` for a category axis `width` pixels wide: 0 shows every label, 1 every other one,
 * and so on, the smallest step at which the widest label fits its slot. Before the chart knows its width
 * (`width` 0) every label is kept; the chart draws again once it is sized.
 */
export function categoryTickInterval(labels: readonly string[], width: number): number {
  if (width <= 0 || labels.length < 2) return 0
  const widest = Math.max(...labels.map(labelWidth))
  const slot = Math.max(1, width - AXIS_ALLOWANCE) / labels.length
  return Math.max(0, Math.ceil((widest + GAP) / slot) - 1)
}

/** The largest and smallest values an axis has to reach: stacked series add up, per sign. */
export function axisExtent(
  rows: readonly Record<string, unknown>[],
  series: readonly { key: string; stack?: string }[],
) {
  let high = 0
  let low = 0
  for (const row of rows) {
    const sums = new Map<string, { up: number; down: number }>()
    for (const [index, s] of series.entries()) {
      const value = Number(row[s.key])
      if (!Number.isFinite(value)) continue
      const sum = sums.get(s.stack ?? `#${index}`) ?? { up: 0, down: 0 }
      if (value >= 0) sum.up += value
      else sum.down += value
      sums.set(s.stack ?? `#${index}`, sum)
    }
    for (const { up, down } of sums.values()) {
      high = Math.max(high, up)
      low = Math.min(low, down)
    }
  }
  return { high, low }
}

/** The round number at or above `value` that a nice axis ends on (1, 2, 2.5 or 5 times a power of ten). */
function roundUp(value: number): number {
  if (value <= 0) return 0
  const power = 10 ** Math.floor(Math.log10(value))
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= value) ?? 10) * power
}

// recharts' value axis adds its tick line (6) and margin (2) to the widest label; 4 more keep a rounding
// difference between the canvas and the SVG from clipping a digit
const VALUE_AXIS_PADDING = 12

/**
 * The width of a value axis whose labels are `format`ted numbers from `low` to `high`: the widest of the labels
 * at the round ends and zero, the ones recharts' nice ticks land on.
 */
export function valueAxisWidth(
  { high, low }: { high: number; low: number },
  format: (value: number) => string,
) {
  const ends = [roundUp(high), -roundUp(-low), 0, roundUp(high) / 2]
  return Math.ceil(Math.max(...ends.map((value) => labelWidth(format(value))))) + VALUE_AXIS_PADDING
}

/**
 * The x-axis `interval` for these labels, kept up to date with the chart's width: hand `onResize` to the
 * ChartFrame and `interval` to the XAxis.
 */
export function useCategoryTicks(labels: readonly string[]): {
  interval: number
  onResize: (width: number) => void
} {
  const [width, setWidth] = useState(0)
  const key = labels.join('\u0000')
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the labels' text is the dependency, not the array
  const interval = useMemo(() => categoryTickInterval(labels, width), [key, width])
  return { interval, onResize: setWidth }
}
