/* Date rules both halves apply, without zod. Every check here returns false for anything it cannot read; none
 * throws (a throwing refinement turns bad input into a 500, see docs/api.md, "Errors"). */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day written `YYYY-MM-DD` that exists: no month 13, no 31 February, no day 0. */
export function isCalendarDay(value: string): boolean {
  const parts = DAY.exec(value)
  if (!parts) return false
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  if (month < 1 || month > 12 || day < 1) return false
  // day 0 of the next month is the last day of this one; UTC keeps time zones out of it
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

/**
 * An instant written in ISO 8601 with its offset (`2031-03-04T08:00:00+01:00`, `…Z`), on a day that exists. Without
 * an offset a time means a different moment in every time zone, so it is refused.
 */
export function isIsoInstant(value: string): boolean {
  const parts = INSTANT.exec(value)
  return parts !== null && isCalendarDay(parts[1])
}
