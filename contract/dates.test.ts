import { describe, expect, it } from 'vitest'
import { isCalendarDay } from './dates'

describe('isCalendarDay', () => {
  it.each(['2026-11-24', '2024-02-29', '2026-12-31', '0001-01-01'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true)
  })

  it.each([
    '2026-13-45',
    '2026-00-10',
    '2026-02-29',
    '2026-04-31',
    '2026-01-00',
    '2026-11-24T10:00:00Z',
    '2026-1-5',
    '',
    'tomorrow',
  ])('refuses %s without throwing', (day) => {
    expect(isCalendarDay(day)).toBe(false)
  })
})
