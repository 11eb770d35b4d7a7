import { i18next, initI18n } from '@/i18n'
import { numberFormat } from '@/lib/intl'

// Intl separates French groups with a narrow no-break space; compare on what it writes, not on a typed space
const figure = (language: string, value: number) => numberFormat(language).format(value)

// Messages of this test's own, so it proves the set-up whatever namespaces a copy of the app keeps (the starter
// kit drops most of them); the plural keys are i18next's, per language.
const MESSAGES: Record<string, Record<string, string>> = {
  en: { comment_one: '{{count}} comment', comment_other: '{{count}} comments' },
  de: {
    comment_one: '{{count}} Kommentar',
    comment_other: '{{count}} Kommentare',
    range: '{{from}}–{{to}} von {{total}}',
    year: 'Umsatz {{year}}',
    share: '{{value, number(style: percent; maximumFractionDigits: 1)}}',
  },
  fr: {
    comment_one: '{{count}} commentaire',
    comment_many: '{{count}} de commentaires',
    comment_other: '{{count}} commentaires',
  },
  pt: {
    comment_one: '{{count}} comentário',
    comment_many: '{{count}} de comentários',
    comment_other: '{{count}} comentários',
  },
  ar: {
    comment_zero: 'لا تعليقات',
    comment_one: 'تعليق واحد',
    comment_two: 'تعليقان',
    comment_few: '{{count}} تعليقات',
    comment_many: '{{count}} تعليقًا',
    comment_other: '{{count}} تعليق',
  },
}

// the namespace is the test's own, which the typed t() does not know: ask through the untyped signature
const say = (language: string, key: string, options: object) =>
  (i18next.getFixedT(language) as unknown as (key: string, options: object) => string)(key, {
    ns: 'formatTest',
    ...options,
  })

describe('numbers inside messages (the app’s i18next set-up)', () => {
  beforeAll(async () => {
    await initI18n('en')
    for (const [language, messages] of Object.entries(MESSAGES))
      i18next.addResourceBundle(language, 'formatTest', messages)
  })

  const comments = (language: string, count: number) => say(language, 'comment', { count })

  it('writes {{count}} with the one number formatter, grouped as the language groups figures', () => {
    expect(comments('de', 13994)).toBe('13.994 Kommentare')
    expect(comments('fr', 13994)).toBe(`${figure('fr', 13994)} commentaires`)
    expect(comments('fr', 13994)).toMatch(/^13\s994 commentaires$/)
    expect(comments('pt', 13994)).toBe('13.994 comentários')
    expect(comments('en', 13994)).toBe('13,994 comments')
    expect(comments('ar', 13994)).toBe(`${figure('ar', 13994)} تعليقًا`)
  })

  it('still picks the plural form from the count', () => {
    expect(comments('de', 1)).toBe('1 Kommentar')
    expect(comments('fr', 1)).toBe('1 commentaire')
    expect(comments('en', 2)).toBe('2 comments')
    expect(comments('ar', 0)).toBe('لا تعليقات')
    expect(comments('ar', 2)).toBe('تعليقان')
    expect(comments('ar', 3)).toBe(`${figure('ar', 3)} تعليقات`)
    expect(comments('ar', 100)).toBe(`${figure('ar', 100)} تعليق`)
  })

  it('formats every numeric placeholder, leaves text alone, and reads a named format', () => {
    expect(say('de', 'range', { from: 1, to: 10, total: 13994 })).toBe('1–10 von 13.994')
    // a number that is not a quantity (a year) is passed as text and stays as written
    expect(say('de', 'year', { year: '2026' })).toBe('Umsatz 2026')
    expect(say('de', 'share', { value: 0.256 })).toBe(
      numberFormat('de', { style: 'percent', maximumFractionDigits: 1 }).format(0.256),
    )
  })
})
