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

// Formatted labels, shared by every card: a series' labels are the same dates render after render and card after
// card, and formatting a date is the dearest step of drawing a chart's axis and table. Bounded: cleared when full.
const labelCache = new Map<string, string>()
const LABEL_CACHE_SIZE = 2000

/**
 * Turns the ISO label keys of a series into short localised names (12 Mar, Mar 24, Mon). The bucket is an
 * argument rather than a hook parameter, so a card can format labels of data it only sees while drawing its body.
 * Formatters are built once per language, and each label is formatted once per language.
 */
export function useLabelFormat(): (label: string, bucket: CardBucket) => string {
  const language = useLanguage()
  return useMemo(() => {
    const formats = {
      day: dateTimeFormat(language, LABEL_OPTIONS.day),
      month: dateTimeFormat(language, LABEL_OPTIONS.month),
      weekday: dateTimeFormat(language, LABEL_OPTIONS.weekday),
    }
    const format = (label: string, bucket: CardBucket) => {
      const formatter = formats[bucket]
      if (bucket === 'weekday')
        return formatter.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(label))))
      return formatter.format(new Date(bucket === 'month' ? `${label}-01T00:00:00Z` : `${label}T00:00:00Z`))
    }
    return (label, bucket) => {
      const key = `${language} ${bucket} ${label}`
      let text = labelCache.get(key)
      if (text === undefined) {
        if (labelCache.size >= LABEL_CACHE_SIZE) labelCache.clear()
        text = format(label, bucket)
        labelCache.set(key, text)
      }
      return text
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
