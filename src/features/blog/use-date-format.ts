import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '@/lib/intl'

/** Dates as the reader's language writes them (the stored ones are UTC days). */
export function useDateFormat() {
  const { i18n } = useTranslation()
  return (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
}
