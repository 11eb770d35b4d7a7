// @vitest-environment node
/// <reference types="node" />
/*
 * class-merge.ts stands in for tailwind-merge (kept out of the shell for its 9 KB). This test holds it to
 * tailwind-merge on every class string the app writes, so a class family the merger misreads fails here instead
 * of silently dropping a class on screen.
 *
 * What it collects (a regex reading of the source, not a parser): every string literal ('…', "…", or `…` without
 * `${}`) inside a className="…" / className={…} attribute or a cn(…) / cx(…) / cva(…) call in src/**\/*.ts(x)
 * (tests excluded), plus any other literal whose every token tailwind-merge recognises as a utility (class maps
 * such as `inkColorClass`). It misses classes built at run time (`${size}`, string concatenation) and literals
 * split across template expressions; condition strings caught inside a call (`x === 'open'`) come along as
 * harmless unknown words.
 *
 * What it compares: each string alone, then every ordered pair `a b` of the bare utilities found anywhere
 * (variants stripped: both mergers only compare classes under equal variants, and the strings keep variants in the
 * loop), one utility per shape (`p-4`/`p-6`, `bg-primary`/`bg-danger/40` differ only in a value both mergers treat
 * alike): about 300 shapes, 90,000 pairs. The results must be equal as strings, not only as sets: both mergers keep
 * the surviving classes in their written order, so any difference is a class dropped or kept wrongly.
 */
import { readFileSync } from 'node:fs'
import { extendTailwindMerge } from 'tailwind-merge'
import { mergeClasses } from './class-merge'

// read from disk: a `?raw` import of a stylesheet is empty under vitest (it leaves CSS out)
const css = readFileSync(new URL('../styles/index.css', import.meta.url), 'utf8')

// tailwind-merge, told about the theme's own tokens and height utilities (src/styles/index.css, `@utility h-…`) so
// it reads them as we do
const ownHeights = [...css.matchAll(/@utility h-([\w-]+)/g)].map((m) => m[1])
const twMerge = extendTailwindMerge({
  extend: { theme: { shadow: ['card'] }, classGroups: { h: [{ h: ownHeights }] } },
})

// The app's source, tests and generated files aside; the merger's own family names look like classes but are not.
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/**/*.{gen,d}.ts', '!/src/lib/class-merge.ts'],
  { query: '?raw', import: 'default', eager: true },
)

const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$]*)`/g

/** The end of the bracketed span that opens at `start` (a `(` or `{`), skipping string contents. */
function closing(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const ch = text[i]
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = text.indexOf(ch, i + 1)
      if (end === -1) return text.length
      i = end
    } else if (ch === '(' || ch === '{') depth++
    else if (ch === ')' || ch === '}') {
      depth--
      if (depth === 0) return i
    }
  }
  return text.length
}

const isUtility = (cls: string) => twMerge(`${cls} ${cls}`) === cls
const tokens = (value: string) => value.split(/\s+/).filter(Boolean)

function classStrings(text: string): string[] {
  const found: string[] = []
  const literals = (span: string) => {
    for (const m of span.matchAll(LITERAL)) found.push(m[1] ?? m[2] ?? m[3])
  }
  for (const m of text.matchAll(/className=("[^"]*"|'[^']*'|\{)/g)) {
    if (m[1] !== '{') literals(m[1])
    else literals(text.slice(m.index + m[0].length - 1, closing(text, m.index + m[0].length - 1) + 1))
  }
  for (const m of text.matchAll(/\b(?:cn|cx|cva)\(/g)) {
    const open = m.index + m[0].length - 1
    literals(text.slice(open, closing(text, open) + 1))
  }
  for (const m of text.matchAll(LITERAL)) {
    const value = m[1] ?? m[2] ?? m[3]
    const parts = tokens(value)
    if (parts.some((p) => /[-:]/.test(p)) && parts.every(isUtility)) found.push(value)
  }
  return found.map((s) => tokens(s).join(' ')).filter(Boolean)
}

const files = Object.values(sources)
const strings = [...new Set(files.flatMap(classStrings))].sort()
/** A class without its variants (`md:hover:px-4` → `px-4`); colons inside brackets are not variant separators. */
const utilityOf = (cls: string) => cls.replace(/^(?:[^:[\]]*(?:\[[^\]]*\])?[^:[\]]*:)*/, '')
// Both mergers decide a conflict from the utilities alone once the variants match, so pairs of bare utilities
// cover every pair of classes; the strings above keep the variants in the loop.
const utilities = [...new Set(strings.flatMap(tokens).map(utilityOf))].sort()

// Utilities that differ only in a number or a theme colour (`p-4`/`p-6`, `bg-primary`/`bg-danger/40`) fall in the
// same family in both mergers, so one of each shape stands for the rest: it keeps the pairs to a few seconds.
const colours = [...css.matchAll(/--color-([\w-]+):/g)].map((m) => m[1])
colours.push('white', 'black', 'transparent', 'current')
const colourAtEnd = new RegExp(`-(${colours.sort((a, b) => b.length - a.length).join('|')})(/\\d+)?!?$`)
const shapeOf = (utility: string) => utility.replace(colourAtEnd, '-COLOUR').replace(/\d+(\.\d+)?/g, '1')
const representatives = [...new Map(utilities.map((u) => [shapeOf(u), u])).values()]

/** The inputs where the two mergers keep different classes, with what each kept. */
function disagreements(inputs: Iterable<string>) {
  const out: { input: string; ours: string; tailwindMerge: string }[] = []
  for (const input of inputs) {
    const ours = mergeClasses(input)
    const theirs = twMerge(input)
    if (ours !== theirs) out.push({ input, ours, tailwindMerge: theirs })
  }
  return out
}

function* classPairs() {
  for (const a of representatives) for (const b of representatives) if (a !== b) yield `${a} ${b}`
}

describe('mergeClasses agrees with tailwind-merge on the app’s classes', () => {
  it('collects the app’s class strings', () => {
    // guards the extraction itself: a broken regex would make the comparisons below pass vacuously
    expect(files.length).toBeGreaterThan(100)
    expect(strings.length).toBeGreaterThan(500)
    expect(strings.flatMap(tokens)).toEqual(
      expect.arrayContaining(['px-4', 'text-sm', 'shadow-card', 'hover:bg-muted']),
    )
  })

  it('merges each class string alone as tailwind-merge does', () => {
    expect(disagreements(strings)).toEqual([])
  })

  it('merges every ordered pair of the app’s classes as tailwind-merge does', { timeout: 60_000 }, () => {
    expect(representatives.length).toBeGreaterThan(200)
    expect(disagreements(classPairs()).slice(0, 40)).toEqual([])
  })
})
