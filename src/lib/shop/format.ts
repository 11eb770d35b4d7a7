import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/lib/intl'

/** Prices are US dollars; the digits and symbol follow the current language (`$1,234.50`, `1.234,50 $`). */
export function usePriceFormat(): (amount: number) => string {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return useMemo(() => {
    const format = numberFormat(language, { style: 'currency', currency: 'USD' })
    return (amount: number) => format.format(amount)
  }, [language])
}

/** A `YYYY-MM-DD` day as the current language writes it (`Fri, 28 Nov`). */
export function useDayFormat(
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
) {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const key = JSON.stringify(options)
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { ...(JSON.parse(key) as object), timeZone: 'UTC' })
    return (value: string) => {
      const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
      return Number.isNaN(date.getTime()) ? value : format.format(date)
    }
  }, [language, key])
}
