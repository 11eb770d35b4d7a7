import { useTranslation } from 'react-i18next'
import type { CardBucket } from '@contract/cards'

// 2024-01-01 was a Monday: weekday slugs map onto it so Intl names them in the current language.
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

/** Turns the ISO label keys of a series into short localised names (12 Mar, Mar 24, Mon). */
export function useLabelFormat(bucket: CardBucket): (label: string) => string {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const options: Intl.DateTimeFormatOptions =
    bucket === 'day'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : bucket === 'month'
        ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
        : { weekday: 'short', timeZone: 'UTC' }
  const format = new Intl.DateTimeFormat(language, options)
  return (label) => {
    if (bucket === 'weekday') return format.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(label))))
    return format.format(new Date(bucket === 'month' ? `${label}-01T00:00:00Z` : `${label}T00:00:00Z`))
  }
}

/** "+12.4%" / "−3.1%" in the current language. */
export function useGrowthFormat(): (growth: number) => string {
  const { i18n } = useTranslation()
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  })
  return (growth) => format.format(growth / 100)
}
