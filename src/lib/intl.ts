/*
 * Intl formatters, made once per language and options and then shared. Building one costs far more than using
 * it (tens of microseconds, and a list row or a chart label asks on every render), so components ask here
 * instead of calling `new Intl.*` or `toLocaleString` themselves. See docs/i18n.md, "Numbers and dates".
 */
const cache = new Map<string, unknown>()

function cached<T>(kind: string, language: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${language}|${options ? JSON.stringify(options) : ''}`
  let formatter = cache.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter
}

export const numberFormat = (language: string, options?: Intl.NumberFormatOptions) =>
  cached('number', language, options, () => new Intl.NumberFormat(language, options))

export const dateTimeFormat = (language: string, options?: Intl.DateTimeFormatOptions) =>
  cached('date', language, options, () => new Intl.DateTimeFormat(language, options))

export const relativeTimeFormat = (language: string, options?: Intl.RelativeTimeFormatOptions) =>
  cached('relative', language, options, () => new Intl.RelativeTimeFormat(language, options))

export const listFormat = (language: string, options?: Intl.ListFormatOptions) =>
  cached('list', language, options, () => new Intl.ListFormat(language, options))
