import { dateTimeFormat, numberFormat } from '@/lib/intl'

/** The list's time: the clock time for mail from today, the date before (with the year if not this year). */
export function formatMailTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso)
  if (date.toDateString() === now.toDateString())
    return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date)
  const sameYear = date.getFullYear() === now.getFullYear()
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  }).format(date)
}

/** A scheduled mail's time in the list: the day and the clock time, since both matter for mail yet to go. */
export const formatScheduledTime = (iso: string, locale: string) =>
  dateTimeFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  )

/** The detail's full date and time. */
export const formatMailDate = (iso: string, locale: string) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/** Bytes as B, KB or MB with the page's number format. */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${numberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`
}
