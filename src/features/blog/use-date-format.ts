import { useTranslation } from 'react-i18next'

/** Dates as the reader's language writes them (the stored ones are UTC days). */
export function useDateFormat() {
  const { i18n } = useTranslation()
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
}
