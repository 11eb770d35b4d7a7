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
      <stop offset="0%" stopOpacity={0.35} style={{ stopColor: theme.color[s.color] }} />
      <stop offset="100%" stopOpacity={0.02} style={{ stopColor: theme.color[s.color] }} />
    </linearGradient>
  )
}

/** Where each series' value of each row starts and ends: stacked series start on the ones before them. */
export function stackSeries(
  rows: readonly Record<string, unknown>[],
  series: readonly { key: string; stack?: string }[],
): [base: number, top: number][][] {
  const spans = series.map(() => [] as [number, number][])
  for (const row of rows) {
    const sums = new Map<string, { up: number; down: number }>()
    for (const [index, s] of series.entries()) {
      const raw = Number(row[s.key])
      const value = Number.isFinite(raw) ? raw : 0
      if (s.stack === undefined) {
        spans[index].push([0, value])
        continue
      }
      const sum = sums.get(s.stack) ?? { up: 0, down: 0 }
      const base = value >= 0 ? sum.up : sum.down
      if (value >= 0) sum.up += value
      else sum.down += value
      sums.set(s.stack, sum)
      spans[index].push([base, base + value])
    }
  }
  return spans
}

/**
 * A nice value axis: about `count` ticks on round steps (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of
 * ten) covering low..high, so the top tick stays close to the highest value.
 */
export function niceTicks(low: number, high: number, count = 5): number[] {
  if (!(high > low)) high = low + 1
  const raw = (high - low) / (count - 1)
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((s) => s * power >= raw) ?? 10) * power
  const first = Math.floor(low / step + 1e-9)
  const last = Math.ceil(high / step - 1e-9)
  const ticks: number[] = []
  for (let i = first; i <= last; i += 1) ticks.push(Number((i * step).toPrecision(12)))
  return ticks
}
