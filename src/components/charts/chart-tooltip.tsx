import { useLayout } from '@/lib/layout/layout-store'

/** One series' entry: what recharts hands a custom tooltip, and what CartesianChart builds itself. */
export interface ChartTooltipItem {
  dataKey?: unknown
  name?: string | number
  value?: unknown
  color?: string
  payload?: { fill?: string }
}

export interface ChartTooltipProps {
  active?: boolean
  payload?: readonly ChartTooltipItem[]
  label?: string | number
  formatLabel?: (label: unknown) => string
  /** Gets the series' data key too, for charts whose series have different units. */
  formatValue?: (value: number, dataKey?: string) => string
}

/**
 * The tooltip as an app popover: card surface, border, shadow, and the page's direction for its text. Its props
 * are plain: recharts passes them to `<Tooltip content={<ChartTooltip />} />`, CartesianChart renders it itself.
 */
export function ChartTooltip({ active, payload, label, formatLabel, formatValue }: ChartTooltipProps) {
  const isRTL = useLayout((s) => s.isRTL)
  if (!active || !payload?.length) return null
  const shown = formatLabel ? formatLabel(label ?? payload[0]?.payload) : label
  return (
    <div
      dir={isRTL ? 'rtl' : 'ltr'}
      className="min-w-32 rounded-md border border-border bg-card px-3 py-2 text-sm text-card-foreground shadow-card"
    >
      {shown != null && shown !== '' && <p className="mb-1 font-medium">{shown}</p>}
      <ul className="flex flex-col gap-1">
        {payload.map((item, index) => (
          <li key={`${String(item.dataKey)}-${index}`} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-full"
              style={{ background: item.color ?? item.payload?.fill }}
            />
            <span className="text-muted-foreground">{item.name}</span>
            <span className="ms-auto font-medium tabular-nums">
              {typeof item.value === 'number' && formatValue
                ? formatValue(item.value, String(item.dataKey))
                : String(item.value)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
