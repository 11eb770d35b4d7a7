// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkDocPaths } from './check-doc-paths.mjs'

let root

/** A repository in a temporary folder: `files` maps each path to its text. */
function repo(files) {
  root = mkdtempSync(join(tmpdir(), 'doc-paths-'))
  const all = {
    '.gitignore': 'node_modules\ndist\n',
    'src/app/main.ts': '',
    'src/features/todo/index.ts': '',
    'e2e/todo.spec.ts': '',
    'scripts/bench/seed.mjs': '',
    'docs/guide.md': '# Guide\n\n## Adding a page — `src/app/`\n',
    ...files,
  }
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const missing = () => checkDocPaths(root).map(({ file, line, path }) => `${file}:${line} ${path}`)

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('checkDocPaths', () => {
  it('names a path in backticks that does not exist, with its file and line', () => {
    repo({
      'README.md': '# App\n\nBoot: `src/app/main.ts`.\nQuery strings: `src/lib/http/query-string.ts`.\n',
    })
    expect(missing()).toEqual(['README.md:4 src/lib/http/query-string.ts'])
  })

  it('reads the paths inside commands and code blocks, not words outside the repository', () => {
    repo({
      'CONTRIBUTING.md': [
        'Run `npx tsx scripts/bench/gone.ts --rows=10`, build to `dist/assets/` or `/tmp/out`,',
        'see https://example.com/src/nothing and `lib/http/client.ts` (relative to src/).',
        '```sh',
        'node e2e/missing.mjs',
        '```',
      ].join('\n'),
    })
    expect(missing()).toEqual([
      'CONTRIBUTING.md:1 scripts/bench/gone.ts',
      'CONTRIBUTING.md:4 e2e/missing.mjs',
    ])
  })

  it('checks links relative to their page, and their heading anchors', () => {
    repo({
      'docs/a.md': [
        '[guide](guide.md), [its section](guide.md#adding-a-page--srcapp), [readme](../README.md)',
        '[old](old.md), [gone section](guide.md#adding-a-page), [web](https://example.com), [here](#top)',
      ].join('\n'),
    })
    expect(missing()).toEqual([
      'docs/a.md:1 ../README.md',
      'docs/a.md:2 old.md',
      'docs/a.md:2 guide.md#adding-a-page',
    ])
  })

  it('accepts placeholders and globs that match something, and module paths without their extension', () => {
    repo({
      'docs/a.md': [
        '`src/features/<name>/index.ts`, `e2e/*.spec.ts`, `src/**/*.ts(x)`, `src/{app,features}/`, `src/app/main`',
        '`src/features/<name>/api/`, `e2e/*.test.ts`',
      ].join('\n'),
    })
    expect(missing()).toEqual(['docs/a.md:2 src/features/<name>/api/', 'docs/a.md:2 e2e/*.test.ts'])
  })

  it('skips a block marked as an example, up to its end marker or the next heading', () => {
    repo({
      'README.md': [
        '## Adding a page',
        '<!-- example: a made-up page -->',
        '`src/features/reports/index.tsx`',
        '<!-- /example -->',
        '`src/features/reports/api/`',
        '<!-- example -->',
        '`src/app/routes/reports.tsx`',
        '## Next',
        '`src/app/routes/other.tsx`',
      ].join('\n'),
    })
    expect(missing()).toEqual([
      'README.md:5 src/features/reports/api/',
      'README.md:9 src/app/routes/other.tsx',
    ])
  })

  it('takes a marker quoted in backticks for text, not for a marker', () => {
    repo({ 'docs/a.md': 'Write `<!-- example -->` before `src/made/up.ts`.\n' })
    expect(missing()).toEqual(['docs/a.md:1 src/made/up.ts'])
  })

  it('looks in the folder an also-in marker names as well', () => {
    repo({
      'scripts/starter/files/src/features/home/index.ts': '',
      'docs/starter.md': [
        '<!-- also-in: scripts/starter/files/ -->',
        '`src/features/home/`, `src/app/main.ts`, `src/features/away/`',
        '## Elsewhere',
        '`src/features/home/`',
      ].join('\n'),
    })
    expect(missing()).toEqual([
      'docs/starter.md:2 src/features/away/',
      'docs/starter.md:4 src/features/home/',
    ])
  })

  it('passes a repository whose docs name only what exists', () => {
    repo({ 'README.md': 'See [the guide](docs/guide.md) and `src/features/todo/`.\n' })
    expect(checkDocPaths(root)).toEqual([])
  })
})
