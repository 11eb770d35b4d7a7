import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardBucket } from '@contract/cards'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

// 2024-01-01 was a Monday: weekday slugs map onto it so Intl names them in the current language.
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

const LABEL_OPTIONS: Record<CardBucket, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  month: { month: 'short', year: '2-digit', timeZone: 'UTC' },
  weekday: { weekday: 'short', timeZone: 'UTC' },
}

function useLanguage(): string {
  const { i18n } = useTranslation()
  return i18n.resolvedLanguage ?? i18n.language
}

/**
 * Turns the ISO label keys of a series into short localised names (12 Mar, Mar 24, Mon). The bucket is an
 * argument rather than a hook parameter, so a card can format labels of data it only sees while drawing its body.
 * Formatters are built once per language: the dashboards draw many series on every render.
 */
export function useLabelFormat(): (label: string, bucket: CardBucket) => string {
  const language = useLanguage()
  return useMemo(() => {
    const formats = {
      day: dateTimeFormat(language, LABEL_OPTIONS.day),
      month: dateTimeFormat(language, LABEL_OPTIONS.month),
      weekday: dateTimeFormat(language, LABEL_OPTIONS.weekday),
    }
    return (label, bucket) => {
      const format = formats[bucket]
      if (bucket === 'weekday') return format.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(label))))
      return format.format(new Date(bucket === 'month' ? `${label}-01T00:00:00Z` : `${label}T00:00:00Z`))
    }
  }, [language])
}

/** "+12.4%" / "−3.1%" in the current language. */
export function useGrowthFormat(): (growth: number) => string {
  const language = useLanguage()
  return useMemo(() => {
    const format = numberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    })
    return (growth) => format.format(growth / 100)
  }, [language])
}
