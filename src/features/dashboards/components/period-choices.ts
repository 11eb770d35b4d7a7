import {
  CARD_PERIODS,
  DEFAULT_CARD_PERIOD,
  revenueReportYears,
  type CardPeriod,
} from '@contract/cards.values'

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

/** The years the report has (this one and the two before), counted when the page loads; the newest first. */
const reportYears = revenueReportYears(new Date())

export const REPORT_YEAR_CHOICES: PeriodChoices<string> = {
  values: reportYears,
  initial: reportYears[0],
  nameKey: 'yearFor',
  triggerClassName: 'min-w-24',
}
