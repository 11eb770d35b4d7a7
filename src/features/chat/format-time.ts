import { dateTimeFormat } from '@/lib/intl'
import { localDay } from './group-messages'

const DAY_MS = 86_400_000
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' }
const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' }

/** Clock time for today, else a short date: what a chat row shows beside the last message. */
export function formatListTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso)
  const sameDay = localDay(iso) === localDay(now.toISOString())
  return dateTimeFormat(locale, sameDay ? CLOCK : SHORT_DATE).format(date)
}

export const formatClock = (iso: string, locale: string) =>
  dateTimeFormat(locale, CLOCK).format(new Date(iso))

/** 'today', 'yesterday' or null (then the caller shows the full date). */
export function relativeDay(day: string, now = new Date()): 'today' | 'yesterday' | null {
  if (day === localDay(now.toISOString())) return 'today'
  if (day === localDay(new Date(now.getTime() - DAY_MS).toISOString())) return 'yesterday'
  return null
}

export const formatDay = (day: string, locale: string) =>
  dateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00`),
  )
