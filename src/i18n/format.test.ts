import { i18next, initI18n } from '@/i18n'
import { numberFormat } from '@/lib/intl'

// Intl separates French groups with a narrow no-break space; compare on what it writes, not on a typed space
const figure = (language: string, value: number) => numberFormat(language).format(value)

describe('numbers inside messages (the app’s i18next set-up)', () => {
  beforeAll(async () => {
    await initI18n('en')
    await i18next.loadLanguages(['de', 'fr', 'pt', 'ar'])
    await i18next.loadNamespaces('blog')
  })

  const comments = (language: string, count: number) =>
    i18next.getFixedT(language, 'blog')('commentCount', { count })

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

  it('formats every numeric placeholder, leaves text alone, and reads a named format', async () => {
    await i18next.loadNamespaces(['dataTable', 'dashboards'])
    expect(i18next.getFixedT('de', 'dataTable')('showing', { from: 1, to: 10, total: 13994 })).toBe(
      '1–10 von 13.994',
    )
    // a number that is not a quantity (a year) is passed as text and stays as written
    expect(i18next.getFixedT('de', 'dashboards')('revenueReport.chart', { year: '2026' })).toContain(' 2026')
    i18next.addResource(
      'de',
      'common',
      'share',
      '{{value, number(style: percent; maximumFractionDigits: 1)}}',
    )
    // a key the typed t() does not know: ask through the untyped signature
    const untyped = i18next.t as unknown as (key: string, options: object) => string
    expect(untyped('share', { lng: 'de', value: 0.256 })).toBe(
      numberFormat('de', { style: 'percent', maximumFractionDigits: 1 }).format(0.256),
    )
  })
})
