import { useNumberFormat } from '@/components/cards'

interface Segment {
  key: string
  label: string
  value: number
  percent: number
}

/** Shares of a whole as bars: readable at phone width, where a donut's labels would collide. */
export function SegmentsList({ segments }: { segments: Segment[] }) {
  const number = useNumberFormat()
  return (
    <ul className="flex flex-col gap-3">
      {segments.map((segment) => (
        <li key={segment.key} className="flex flex-col gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span>{segment.label}</span>
            <span className="font-medium">
              {number(segment.value)}{' '}
              <span className="text-muted-foreground" dir="ltr">
                ({number(segment.percent)} %)
              </span>
            </span>
          </div>
          <div className="h-1.5 rounded-full bg-muted" aria-hidden>
            <div className="h-full rounded-full bg-primary" style={{ inlineSize: `${segment.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  )
}
