/*
 * Readers for URL search params in a route's validateSearch. That function runs in the main bundle, so these are
 * plain code rather than zod. Each returns undefined for a value it cannot use, so an old or hand-edited link
 * still opens its page with that part dropped.
 */

/** One of the allowed words. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined
}

/** Search text; the router reads `q=2.4` typed into the address bar as a number, which is still text. */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** A positive whole number such as an id (`"3"` and `3` both read as 3). */
export function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined
}

/** Drops the keys whose value is undefined, so the URL and equality checks see only what is set. */
export function definedOnly<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T
}
