import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/lib/intl'

/** Formats numbers in the current language (1,234.5 in English, 1.234,5 in German). */
export function useNumberFormat(options?: Intl.NumberFormatOptions): (value: number) => string {
  const { i18n } = useTranslation()
  const formatter = numberFormat(i18n.resolvedLanguage ?? i18n.language, options)
  return (value) => formatter.format(value)
}
