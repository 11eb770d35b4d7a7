import { LANGUAGES } from './languages'

/*
 * English is the source. Every other language must have the same namespaces and exactly the same keys, no empty
 * strings, and the same {{placeholders}} in each string, so a missing or stray translation fails CI.
 * Plurals are the exception i18next makes: a counted key (`x_one`, `x_other` in English) has, in each language,
 * exactly the plural forms Intl.PluralRules gives that language for the counts the app shows (0 to 9,999; Arabic:
 * zero, one, two, few, many, other; French and Portuguese have a `many` only from a million on), plus English's
 * explicit `_zero` where it has one. Forms for a single number (zero, one, two) may spell the number
 * out instead of {{count}} ("تعليقان", two comments); every other placeholder must still be there.
 */
const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' })
const filesOf = (language: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./locales/${language}/`))
    .map((path) => path.slice(path.lastIndexOf('/') + 1))
    .sort()
const read = (language: string, file: string) => files[`./locales/${language}/${file}`]

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value }
  if (typeof value !== 'object' || value === null) throw new Error(`${prefix} is not a string or object`)
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const PLURAL = /_(zero|one|two|few|many|other)$/
const SPELLED_OUT = new Set(['zero', 'one', 'two'])

/** The keys a language must have: English's, with each counted key's plural forms those of the language. */
function expectedKeys(source: Record<string, string>, language: string) {
  const rules = new Intl.PluralRules(language)
  const forms = new Set(Array.from({ length: 10_000 }, (_, count) => rules.select(count)))
  const keys = new Map<string, { source: string; form?: string }>()
  for (const key of Object.keys(source)) {
    const base = key.replace(PLURAL, '')
    if (base === key || !(`${base}_other` in source)) {
      keys.set(key, { source: key })
      continue
    }
    for (const form of [...forms, ...(`${base}_zero` in source ? ['zero'] : [])]) {
      const own = `${base}_${form}`
      keys.set(own, { source: own in source ? own : `${base}_other`, form })
    }
  }
  return keys
}
const namespaces = filesOf('en')
const others = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en')

describe('locale files', () => {
  it('has a folder per language and at least the shell namespaces', () => {
    const folders = new Set(Object.keys(files).map((path) => path.split('/')[2]))
    expect([...folders].sort()).toEqual(LANGUAGES.map((l) => l.code).sort())
    expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'shell.json', 'navigation.json']))
  })

  for (const language of others) {
    it(`${language} has the same namespaces as en`, () => {
      expect(filesOf(language)).toEqual(namespaces)
    })

    for (const file of namespaces) {
      it(`${language}/${file} has the same keys and placeholders as en`, () => {
        const source = flatten(read('en', file))
        const target = flatten(read(language, file))
        const expected = expectedKeys(source, language)
        expect(Object.keys(target).sort()).toEqual([...expected.keys()].sort())
        for (const [key, text] of Object.entries(target)) {
          const { source: sourceKey, form } = expected.get(key)!
          const wanted = placeholders(source[sourceKey])
          const own = placeholders(text)
          const spelledOut = form !== undefined && SPELLED_OUT.has(form) && !own.includes('count')
          expect(text.trim(), `${language}/${file}: ${key} is empty`).not.toBe('')
          expect(own, `${language}/${file}: ${key}`).toEqual(
            spelledOut ? wanted.filter((name) => name !== 'count') : wanted,
          )
        }
      })
    }
  }
})
