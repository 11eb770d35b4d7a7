import type { FormatterModule, InitOptions } from 'i18next'
import { numberFormat } from '@/lib/intl'

/*
 * Numbers inside messages ("{{count}} results") go through the app's one number formatter (src/lib/intl.ts), as
 * every other figure on screen does: German reads "13.994 Ergebnisse", French "13 994 résultats", never a raw
 * "13994" beside a grouped figure. i18next calls this module for every placeholder (`alwaysFormat`); a number
 * without a format is written as `numberFormat(language)` writes it, anything else is left as it is. Plural
 * choice is untouched: i18next picks the form from the `count` option itself, not from the text written here.
 *
 * A number that is not a quantity (a year, an invoice or order number) is passed as a string (`String(year)`),
 * so it is never grouped ("2026", "#4987").
 *
 * A message may still name the number format with Intl options, as i18next's own formatter reads it:
 * `{{value, number(style: percent; maximumFractionDigits: 1)}}`. Other named formats are registered with
 * `i18next.services.formatter.add()` (the module is in the main bundle, so it carries only what messages use).
 * See docs/i18n.md, "Numbers and dates".
 */
type Format = (value: unknown, language: string, options: Record<string, unknown>) => unknown

// Named formats a message may use; `add` and `addCached` (i18next's formatter API) register more.
const formats = new Map<string, Format>([
  [
    'number',
    (value, language, options) =>
      typeof value === 'number' ? numberFormat(language, options).format(value) : value,
  ],
])

/** `number(minimumFractionDigits: 2; style: percent)` → name and Intl options (numbers and booleans as such). */
function parseFormat(text: string): { name: string; options: Record<string, unknown> } {
  const open = text.indexOf('(')
  if (open < 0) return { name: text.trim().toLowerCase(), options: {} }
  const options: Record<string, unknown> = {}
  for (const pair of text.slice(open + 1, text.lastIndexOf(')')).split(';')) {
    const [key, ...rest] = pair.split(':')
    const raw = rest.join(':').trim()
    if (!key?.trim() || !raw) continue
    options[key.trim()] =
      raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : raw !== '' && !Number.isNaN(Number(raw))
            ? Number(raw)
            : raw
  }
  return { name: text.slice(0, open).trim().toLowerCase(), options }
}

export const intlFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add(name, format) {
    formats.set(name.trim().toLowerCase(), (value, language, options) => format(value, language, options))
  },
  addCached(name, make) {
    formats.set(name.trim().toLowerCase(), (value, language, options) => make(language, options)(value))
  },
  format(value, format, language, options) {
    const lng = (options?.lng as string | undefined) ?? language ?? 'en'
    // i18next writes whatever comes back with String(), as it does an unformatted value
    if (!format) return typeof value === 'number' ? numberFormat(lng).format(value) : (value as string)
    const key = options?.interpolationkey as string | undefined
    const perValue = key ? ((options?.formatParams as Record<string, object> | undefined)?.[key] ?? {}) : {}
    // chained formats ("value, number, uppercase") apply left to right, as i18next's own formatter does
    return format.split(/,(?![^(]*\))/).reduce<unknown>((current, part) => {
      const { name, options: inline } = parseFormat(part)
      const apply = formats.get(name)
      return apply ? apply(current, lng, { ...inline, ...perValue }) : current
    }, value) as string
  },
}

/** The interpolation settings of every i18next instance (the app's and the tests'). */
export const interpolation = {
  // React escapes what it renders
  escapeValue: false,
  // every placeholder passes through intlFormatter, so numbers are written in the language without a format
  alwaysFormat: true,
} satisfies InitOptions['interpolation']
