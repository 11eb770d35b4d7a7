import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

/** Money in US dollars to the cent and calendar days (stored as YYYY-MM-DD, shown in UTC) in the current language. */
export function useInvoiceFormat() {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return useMemo(() => {
    const money = numberFormat(language, { style: 'currency', currency: 'USD' })
    const day = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
    return {
      money: (value: number) => money.format(value),
      day: (value: string) => {
        const date = new Date(`${value}T00:00:00Z`)
        return Number.isNaN(date.getTime()) ? value : day.format(date)
      },
    }
  }, [language])
}
