import { useId, useState, type ReactNode } from 'react'
import type { CardPeriod } from '@contract/cards.values'
import { cn } from '@/lib/utils'
import { CARD_PERIOD_CHOICES } from './period-choices'
import { PeriodSelect } from './period-select'

interface PeriodRowProps {
  title: string
  className?: string
  /** Draws the row's tiles for the period picked; every tile of a row compares the same span. */
  children: (period: CardPeriod) => ReactNode
}

/** A titled row of tiles under one period picker (the statistics and trends rows of the dashboards). */
export function PeriodRow({ title, className, children }: PeriodRowProps) {
  const headingId = useId()
  const [period, setPeriod] = useState<CardPeriod>(CARD_PERIOD_CHOICES.initial)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {title}
        </h2>
        <PeriodSelect choices={CARD_PERIOD_CHOICES} value={period} onChange={setPeriod} card={title} />
      </div>
      <div className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', className)}>{children(period)}</div>
    </section>
  )
}
