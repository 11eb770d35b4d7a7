import ar from '@fullcalendar/react/locales/ar'
import de from '@fullcalendar/react/locales/de'
import fr from '@fullcalendar/react/locales/fr'
import ptBr from '@fullcalendar/react/locales/pt-br'

// English is FullCalendar's built-in default; the others bring day and month names and the week start. The
// app's Portuguese is Brazilian, so is the calendar's; Arabic is Modern Standard Arabic (Saturday starts the week).
const LOCALES = { ar, de, fr, pt: ptBr } as const

/** FullCalendar's locale for the app's language. */
export const localeOf = (language: string) => LOCALES[language as keyof typeof LOCALES] ?? 'en'

/** The locale code FullCalendar formats the app's language in ("pt-br" for Portuguese). */
export const calendarLocaleCode = (language: string) => {
  const locale = localeOf(language)
  return typeof locale === 'string' ? locale : locale.code
}
