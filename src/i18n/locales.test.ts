import { LANGUAGES } from './languages'

/*
 * English is the source. Every other language must have the same namespaces and exactly the same keys, no empty
 * strings, and the same {{placeholders}} in each string, so a missing or stray translation fails CI.
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
        expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort())
        for (const [key, text] of Object.entries(target)) {
          expect(text.trim(), `${language}/${file}: ${key} is empty`).not.toBe('')
          expect(placeholders(text), `${language}/${file}: ${key}`).toEqual(placeholders(source[key]))
        }
      })
    }
  }
})
