import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** Formats numbers in the current language (1,234.5 in English, 1.234,5 in German). */
export function useNumberFormat(options?: Intl.NumberFormatOptions): (value: number) => string {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const key = JSON.stringify(options ?? {})
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options object is compared by value
  const formatter = useMemo(() => new Intl.NumberFormat(language, options), [language, key])
  return (value) => formatter.format(value)
}
