import type { TooltipContentProps } from 'recharts'

export interface Candle {
  day: number
  open: number
  high: number
  low: number
  close: number
}

interface CandleShapeProps {
  x?: number
  y?: number
  width?: number
  height?: number
  payload?: Candle
  up: string
  down: string
}

/**
 * recharts has no candlestick, so each day is a range bar from low to high (its y and height), redrawn here as a
 * wick over that range and a body from open to close, placed by interpolating within the range.
 */
export function CandleShape({ x = 0, y = 0, width = 0, height = 0, payload, up, down }: CandleShapeProps) {
  if (!payload) return null
  const { open, close, high, low } = payload
  const span = high - low || 1
  const at = (value: number) => y + ((high - value) / span) * height
  const top = at(Math.max(open, close))
  const bodyHeight = Math.max(1, at(Math.min(open, close)) - top)
  const color = close >= open ? up : down
  const middle = x + width / 2
  return (
    <g>
      <line x1={middle} x2={middle} y1={y} y2={y + height} stroke={color} strokeWidth={1.5} />
      <rect x={x + width * 0.15} y={top} width={width * 0.7} height={bodyHeight} fill={color} rx={1} />
    </g>
  )
}

interface CandleTooltipProps extends Partial<TooltipContentProps> {
  labels: Record<'open' | 'high' | 'low' | 'close', string>
  formatDay: (day: number) => string
  formatPrice: (value: number) => string
}

/** The day's four prices; the range bar's own value (a [low, high] pair) says little on its own. */
export function CandleTooltip({ active, payload, labels, formatDay, formatPrice }: CandleTooltipProps) {
  const candle = payload?.[0]?.payload as Candle | undefined
  if (!active || !candle) return null
  return (
    <div className="rounded-md border border-border bg-card px-3 py-2 text-sm text-card-foreground shadow-card">
      <p className="mb-1 font-medium">{formatDay(candle.day)}</p>
      <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5">
        {(['open', 'high', 'low', 'close'] as const).map((key) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{labels[key]}</dt>
            <dd className="text-end font-medium tabular-nums">{formatPrice(candle[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
