import { renderHook } from '@testing-library/react'
import { initTestI18n, withLanguage } from '@/test/i18n'
import { useLabelFormat } from '../format'

const i18n = initTestI18n()

describe('useLabelFormat', () => {
  it('names days, months and weekdays in the language on screen, again after a switch and back', async () => {
    const { result } = renderHook(() => useLabelFormat())
    expect(result.current('2026-03-12', 'day')).toBe('Mar 12')
    expect(result.current('2026-03', 'month')).toBe('Mar 26')
    expect(result.current('tue', 'weekday')).toBe('Tue')
    // the same label asked twice reads the same
    expect(result.current('2026-03-12', 'day')).toBe('Mar 12')

    await withLanguage(i18n, 'de', () => {
      expect(result.current('2026-03-12', 'day')).toBe('12. März')
      expect(result.current('tue', 'weekday')).toBe('Di')
    })
    // a label formatted in German is not handed back in English
    expect(result.current('2026-03-12', 'day')).toBe('Mar 12')
    expect(result.current('tue', 'weekday')).toBe('Tue')
  })
})
