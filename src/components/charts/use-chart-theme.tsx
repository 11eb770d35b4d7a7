import { useMemo } from 'react'
import { AxisTick } from './axis-tick'
import { useLayout } from '@/lib/layout/layout-store'

export const CHART_COLORS = ['primary', 'success', 'warning', 'info', 'danger', 'secondary'] as const
export type ChartColor = (typeof CHART_COLORS)[number]

export interface ChartTheme {
  /** Series colours: the -ink form of each theme colour, which keeps 3:1 against the card in every skin. */
  color: Record<ChartColor, string>
  /** The 1a "light" form, for soft fills behind a series (area gradients, radial tracks). */
  soft: Record<ChartColor, string>
  grid: string
  axis: string
  text: string
  card: string
  isRTL: boolean
}

// Used where no stylesheet is loaded (jsdom): the light skin's values.
const FALLBACK: Record<string, string> = {
  '--primary-ink': '#4f46e5',
  '--success-ink': '#166534',
  '--warning-ink': '#8a5300',
  '--info-ink': '#155e75',
  '--danger-ink': '#b91c1c',
  '--secondary-ink': '#5f6577',
  '--border': '#dcdde4',
  '--muted-foreground': '#5d6079',
  '--foreground': '#2f3349',
  '--card': '#ffffff',
}

function readTokens(): (name: string) => string {
  const style = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement)
  return (name) => style?.getPropertyValue(name).trim() || FALLBACK[name] || '#888888'
}

/** `skin` is the skin the stylesheet is in; it is the cache key of useChartTheme, the values come from <html>. */
function readTheme(_skin: string, isRTL: boolean): ChartTheme {
  const read = readTokens()
  return {
    color: byColor(read, '-ink'),
    soft: byColor(read, '-light'),
    grid: read('--border'),
    axis: read('--muted-foreground'),
    text: read('--foreground'),
    card: read('--card'),
    isRTL,
  }
}

const byColor = (read: (name: string) => string, suffix: string) =>
  Object.fromEntries(CHART_COLORS.map((c) => [c, read(`--${c}${suffix}`)])) as Record<ChartColor, string>

/**
 * The theme colours as concrete values, for recharts (the chart demo pages), which writes them into SVG
 * attributes. Reading them calls getComputedStyle, which makes the browser work out the styles of the page
 * being built, so the charts drawn here use useCssChartTheme instead. The skin is a dependency so every chart
 * repaints when the skin changes (the store sets the class on <html> before it notifies).
 */
export function useChartTheme(): ChartTheme {
  const skin = useLayout((s) => s.skin)
  const isRTL = useLayout((s) => s.isRTL)
  return useMemo(() => readTheme(skin, isRTL), [skin, isRTL])
}

const cssVar = (name: string) => `var(${name})`

/** The theme as CSS colours (`var(--primary-ink)`, ...): the same tokens, resolved by the browser. */
const CSS_COLORS = {
  color: byColor(cssVar, '-ink'),
  soft: byColor(cssVar, '-light'),
  grid: cssVar('--border'),
  axis: cssVar('--muted-foreground'),
  text: cssVar('--foreground'),
  card: cssVar('--card'),
}

/**
 * The theme for charts drawn as plain SVG (CartesianChart, GaugeChart): each colour is a `var(--…)` that the chart
 * sets through `style` (fill, stroke, stop-color), where CSS resolves it. Nothing is read from the page while
 * rendering, and a skin change repaints the charts without rendering them.
 */
export function useCssChartTheme(): ChartTheme {
  const isRTL = useLayout((s) => s.isRTL)
  return useMemo(() => ({ ...CSS_COLORS, isRTL }), [isRTL])
}

const noLines = (): number[] => []

/**
 * Axis props for cartesian charts. In RTL the x-axis runs right to left and the value axis sits on the right,
 * so time reads in the page's direction.
 */
export function cartesianAxes(theme: ChartTheme) {
  // recharts passes these to the tick component with the position, the value and the formatter
  const tick = (props: object) => <AxisTick {...props} fill={theme.axis} fontSize={12} />
  return {
    // interval 0 (every tick, nothing measured) suits a numeric axis; a category axis takes useCategoryTicks'
    x: { reversed: theme.isRTL, tick, stroke: theme.grid, tickLine: false, tickMargin: 8, interval: 0 },
    y: {
      orientation: theme.isRTL ? ('right' as const) : ('left' as const),
      tick,
      stroke: theme.grid,
      tickLine: false,
      axisLine: false,
      // a value axis has a handful of ticks, one text line apart: nothing can overlap, so nothing is measured
      interval: 0,
      // sized to the widest tick label, which differs by language and format; CartesianChart works the width out
      // itself (valueAxisWidth), as measuring here forces a layout
      width: 'auto' as const,
    },
    // no vertical lines, so none are placed: recharts would measure every x label to place them
    grid: {
      stroke: theme.grid,
      strokeDasharray: '4 4',
      vertical: false,
      verticalCoordinatesGenerator: noLines,
    },
  }
}
