import type { SVGProps } from 'react'

/** What recharts hands a custom tick (the parts drawn here). */
interface AxisTickProps extends Pick<SVGProps<SVGTextElement>, 'fill' | 'fontSize' | 'textAnchor'> {
  x?: number
  y?: number
  verticalAnchor?: 'start' | 'middle' | 'end'
  payload?: { value: string | number }
  index?: number
  tickFormatter?: (value: never, index: number) => string
}

// One line of text: the baseline sits a cap height below the anchor ("start"), half of it ("middle"), or on it.
const DY = { start: '0.71em', middle: '0.355em', end: '0' } as const

/**
 * An axis label as one plain `<text>`. recharts' own tick is its `Text`, which wraps words and measures each one
 * in a hidden span when it is given a width (the axis passes its own): every measure forces a layout of the
 * whole page while the page is still being built, which is most of a chart's cost on the dashboards (issue #16,
 * docs/charts.md). Axis labels are one short line, so nothing here needs measuring.
 */
export function AxisTick({
  x,
  y,
  verticalAnchor = 'end',
  payload,
  index = 0,
  tickFormatter,
  ...text
}: AxisTickProps) {
  const value = payload?.value
  const label = tickFormatter ? tickFormatter(value as never, index) : String(value ?? '')
  return (
    <text
      x={x}
      y={y}
      dy={DY[verticalAnchor]}
      fill={text.fill}
      fontSize={text.fontSize}
      textAnchor={text.textAnchor}
      className="recharts-cartesian-axis-tick-value"
    >
      {label}
    </text>
  )
}
