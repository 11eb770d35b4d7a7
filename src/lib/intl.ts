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

/** What the app asks of a number formatter: the figure as text. */
export interface NumberFormatter {
  format(value: number): string
}

/**
 * Compact where space is short (14K, 14 k, 14 mil, 1,2 Mio.), but never a figure written two ways: where the
 * language has no short form for a size (German abbreviates from a million up, so CLDR's compact German gives
 * "13.994", and "5890" without its group separator), the figure is written in full with its grouping (5.890), as
 * the same figure reads everywhere else. No forced decimals; whole units from a thousand up, as a compact form would round them.
 */
function compactFormatter(language: string, options: Intl.NumberFormatOptions): NumberFormatter {
  // Intl's own compact rounding (two significant digits: 14K, 5.9K, $421K) unless the caller sets the digits; then
  // no forced cents ("$14K", not "$14.0K"). Forcing them always gave "14.094K" on the dashboards' tiles.
  const digitsSet =
    options.maximumFractionDigits !== undefined || options.maximumSignificantDigits !== undefined
  const compact = new Intl.NumberFormat(
    language,
    digitsSet ? { minimumFractionDigits: 0, ...options } : options,
  )
  const { notation: _notation, compactDisplay: _display, ...plain } = options
  const full = new Intl.NumberFormat(language, {
    ...plain,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
  return {
    format(value) {
      if (Math.abs(value) < 1000) return compact.format(value)
      const parts = compact.formatToParts(value)
      return parts.some((part) => part.type === 'compact')
        ? parts.map((part) => part.value).join('')
        : full.format(value)
    },
  }
}

/**
 * The one number formatter: `{ notation: 'compact' }` for places where space is short, anything else as `Intl`
 * writes it. Every figure on screen goes through here (or `useNumberFormat`), so a figure reads the same on a
 * tile, in a table and in a chart.
 */
export const numberFormat = (language: string, options?: Intl.NumberFormatOptions): NumberFormatter =>
  cached('number', language, options, () =>
    options?.notation === 'compact'
      ? compactFormatter(language, options)
      : new Intl.NumberFormat(language, options),
  )

export const dateTimeFormat = (language: string, options?: Intl.DateTimeFormatOptions) =>
  cached('date', language, options, () => new Intl.DateTimeFormat(language, options))

export const relativeTimeFormat = (language: string, options?: Intl.RelativeTimeFormatOptions) =>
  cached('relative', language, options, () => new Intl.RelativeTimeFormat(language, options))

export const listFormat = (language: string, options?: Intl.ListFormatOptions) =>
  cached('list', language, options, () => new Intl.ListFormat(language, options))
