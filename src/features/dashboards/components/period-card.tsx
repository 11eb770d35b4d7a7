import { useState, type ReactNode } from 'react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards.values'
import { CARD_PERIOD_CHOICES, type PeriodChoices } from './period-choices'
import { PeriodSelect } from './period-select'
import { QueryCard } from './query-card'

interface PickerCardProps<P extends string, T, K extends QueryKey> {
  title: string
  choices: PeriodChoices<P>
  /**
   * The card's query for a period, e.g. `revenueQueryOptions`: the card never sees how its call is made, and
   * each period is cached under its own key.
   */
  query: (period: P) => UseQueryOptions<T, Error, T, K>
  /** Height of the placeholder, so the grid does not jump when the data arrives. */
  skeletonClassName?: string
  className?: string
  /** Draws the body from the data; called while rendering, so it may not call hooks (render a component instead). */
  children: (data: T, period: P) => ReactNode
}

/**
 * A dashboard card with a picker in its header: it keeps the period picked, runs the card's query for it and
 * shows loading, error and retry through QueryCard. The card that uses it renders once; a period switch or an
 * answer re-renders this component and the body only.
 */
export function PickerCard<P extends string, T, K extends QueryKey>({
  title,
  choices,
  query,
  skeletonClassName,
  className,
  children,
}: PickerCardProps<P, T, K>) {
  const [period, setPeriod] = useState<P>(choices.initial)
  const result = useQuery(query(period))
  return (
    <QueryCard
      title={title}
      query={result}
      action={<PeriodSelect choices={choices} value={period} onChange={setPeriod} card={title} />}
      skeletonClassName={skeletonClassName}
      className={className}
    >
      {(data) => children(data, period)}
    </QueryCard>
  )
}

/** The common case: a card over the three card periods (last 28 days, last month, last year). */
export function PeriodCard<T, K extends QueryKey>(props: Omit<PickerCardProps<CardPeriod, T, K>, 'choices'>) {
  return <PickerCard choices={CARD_PERIOD_CHOICES} {...props} />
}
