import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CARD_PERIODS,
  DEFAULT_CARD_PERIOD,
  DEFAULT_REVENUE_REPORT_YEAR,
  REVENUE_REPORT_YEARS,
  type CardPeriod,
  type RevenueReportYear,
} from '@contract/card-values'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'

type OptionKey = 'periods.last28Days' | 'periods.lastMonth' | 'periods.lastYear'

/** What a card's picker offers and how it reads: the three card periods, or the revenue report's years. */
export interface PeriodChoices<P extends string> {
  values: readonly P[]
  initial: P
  /** The picker's name, which takes the card's title: "Period: Revenue", "Year: Revenue report". */
  nameKey: 'periodFor' | 'yearFor'
  /** How each option reads; options without a key (years) read as they are. */
  optionKeys?: Record<P, OptionKey>
  /** Wide enough for the longest option in every language, so the header does not jump on a switch. */
  triggerClassName: string
}

export const CARD_PERIOD_CHOICES: PeriodChoices<CardPeriod> = {
  values: CARD_PERIODS,
  initial: DEFAULT_CARD_PERIOD,
  nameKey: 'periodFor',
  optionKeys: {
    'Last 28 Days': 'periods.last28Days',
    'Last Month': 'periods.lastMonth',
    'Last Year': 'periods.lastYear',
  },
  triggerClassName: 'min-w-36',
}

export const REPORT_YEAR_CHOICES: PeriodChoices<RevenueReportYear> = {
  values: REVENUE_REPORT_YEARS,
  initial: DEFAULT_REVENUE_REPORT_YEAR,
  nameKey: 'yearFor',
  triggerClassName: 'min-w-24',
}

interface PeriodSelectProps<P extends string> {
  choices: PeriodChoices<P>
  value: P
  onChange: (period: P) => void
  /** The card's title, so each picker on the page has its own name ("Period: Subscribers"). */
  card: string
}

export function PeriodSelect<P extends string>({ choices, value, onChange, card }: PeriodSelectProps<P>) {
  const { t } = useTranslation('dashboards')
  const id = useId()
  return (
    // Radix hands back one of the values offered below, so the string is a P
    <Select value={value} onValueChange={(next) => onChange(next as P)}>
      <SelectTrigger
        id={id}
        size="sm"
        className={cn('w-auto', choices.triggerClassName)}
        aria-label={t(choices.nameKey, { card })}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.values.map((option) => (
          <SelectItem key={option} value={option}>
            {choices.optionKeys ? t(choices.optionKeys[option]) : option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
