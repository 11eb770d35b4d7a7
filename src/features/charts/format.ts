import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

// A Monday in a year that starts on one, so day index 0..6 maps to Monday..Sunday.
const FIRST_MONDAY = Date.UTC(2024, 0, 1)
const DAY = 86_400_000
// The candlestick series starts here; its rows carry a day offset.
export const SERIES_START = Date.UTC(2026, 2, 2)

/** Month, weekday, date and number labels in the current language, so charts and tables relabel on a switch. */
export function useChartFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const month = dateTimeFormat(language, { month: 'short', timeZone: 'UTC' })
    const weekday = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' })
    const date = dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' })
    const number = numberFormat(language)
    const compact = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 })
    const currency = numberFormat(language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    })
    const decimal = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    const compactCurrency = numberFormat(language, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    })
    const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 0 })
    return {
      month: (index: unknown) => month.format(Date.UTC(2026, Number(index), 1)),
      weekday: (index: unknown) => weekday.format(FIRST_MONDAY + Number(index) * DAY),
      day: (offset: unknown) => date.format(SERIES_START + Number(offset) * DAY),
      number: (value: number) => number.format(value),
      compact: (value: number) => compact.format(value),
      currency: (value: number) => currency.format(value),
      decimal: (value: number) => decimal.format(value),
      compactCurrency: (value: number) => compactCurrency.format(value),
      percent: (value: number) => percent.format(value / 100),
    }
  }, [language])
}
