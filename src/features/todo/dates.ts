/*
 * Due dates are ISO days (`yyyy-MM-dd`) in local time. The list formats them with Intl rather than date-fns, so
 * its chunk carries no date library; the sheet's date picker brings its own.
 */
const pad = (n: number) => String(n).padStart(2, '0')

export const isoDayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** The day as a local date, or undefined for anything that is not a real `yyyy-MM-dd`. */
export function dateOfIsoDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return undefined
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return isoDayOf(date) === day ? date : undefined
}
