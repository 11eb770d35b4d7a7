import { describe, expect, it } from 'vitest'
import { isCalendarDay, isIsoInstant } from './dates'

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

describe('isIsoInstant', () => {
  it.each([
    '2031-03-04T08:00:00Z',
    '2031-03-04T08:00+01:00',
    '2028-02-29T23:59:59.999-05:30',
    '2031-03-04T00:00:00.1Z',
  ])('accepts %s', (value) => {
    expect(isIsoInstant(value)).toBe(true)
  })

  it.each([
    '2031-03-04T08:00:00',
    '2031-02-30T08:00:00Z',
    '2031-03-04T24:00:00Z',
    '2031-03-04 08:00:00Z',
    '2031-03-04',
    '1900000000000',
    'tomorrow',
    '',
  ])('refuses %s without throwing', (value) => {
    expect(isIsoInstant(value)).toBe(false)
  })
})
