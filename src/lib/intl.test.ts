import { numberFormat } from './intl'

const LANGUAGES = ['en', 'de', 'fr', 'pt', 'ar'] as const
// Intl puts narrow or no-break spaces between digits and units in some languages; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const compact = (language: string, value: number, options: Intl.NumberFormatOptions = {}) =>
  plain(numberFormat(language, { notation: 'compact', maximumFractionDigits: 1, ...options }).format(value))
const full = (language: string, value: number, options: Intl.NumberFormatOptions = {}) =>
  plain(numberFormat(language, options).format(value))

describe('numberFormat', () => {
  it.each(LANGUAGES)(
    'writes a compact figure the same way as the full figure where %s has no short form',
    (language) => {
      for (const value of [5890, 13994, 250_000]) {
        const short = compact(language, value)
        // Either a real abbreviation (fewer digits than the figure) or the figure itself, grouped as everywhere else.
        const abbreviated = short.replace(/\D/g, '').length < String(value).length
        expect(abbreviated ? 'abbreviated' : short).toBe(abbreviated ? 'abbreviated' : full(language, value))
      }
    },
  )

  it('abbreviates thousands where the language does, and keeps German figures grouped below a million', () => {
    expect(compact('en', 13994)).toBe('14K')
    expect(compact('fr', 13994)).toBe('14 k')
    expect(compact('pt', 13994)).toBe('14 mil')
    expect(compact('de', 13994)).toBe('13.994')
    // CLDR's compact German drops the group separator below 10 000: never "5890" beside "5.890"
    expect(compact('de', 5890)).toBe('5.890')
    expect(full('de', 5890)).toBe('5.890')
    expect(compact('de', 1_234_567)).toBe('1,2 Mio.')
    expect(compact('ar', 13994)).toMatch(/^14 /)
  })

  it('rounds as Intl’s compact notation does when the caller sets no digits (the dashboards’ tiles)', () => {
    const tile = (language: string, value: number, options: Intl.NumberFormatOptions = {}) =>
      plain(numberFormat(language, { notation: 'compact', ...options }).format(value))
    expect(tile('en', 14094)).toBe('14K')
    expect(tile('en', 5922)).toBe('5.9K')
    expect(tile('en', 421321, { style: 'currency', currency: 'USD' })).toBe('$421K')
    expect(tile('fr', 14094)).toBe('14 k')
    expect(tile('de', 14094)).toBe('14.094')
    expect(tile('de', 1_234_567)).toBe('1,2 Mio.')
  })

  it('keeps currency and small figures as Intl writes them', () => {
    expect(compact('en', 13994, { style: 'currency', currency: 'USD' })).toBe('$14K')
    expect(compact('de', 5890, { style: 'currency', currency: 'USD' })).toBe('5.890 $')
    expect(compact('de', 12.5)).toBe('12,5')
    expect(compact('en', -2500)).toBe('-2.5K')
  })

  it('hands out one formatter per language and options', () => {
    expect(numberFormat('de', { notation: 'compact' })).toBe(numberFormat('de', { notation: 'compact' }))
    expect(numberFormat('de')).not.toBe(numberFormat('fr'))
  })
})
