#!/usr/bin/env node
// Proves that the import boundaries in .oxlintrc.json fire: writes throwaway files that break (and keep) each
// rule into a scratch copy of the folder layout, runs oxlint with the project's config there and compares with
// the expected verdicts. The scratch copy keeps the probes out of the shared work tree (and out of commits).
//   node scripts/lint-boundaries-probe.mjs [--quiet]
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
const root = mkdtempSync(join(tmpdir(), 'tessera-lint-probe-'))
const probe = 'zz-boundary-probe'
const quiet = process.argv.includes('--quiet')

// file -> [import specifier, should it be reported?]
const cases = {
  [`src/components/${probe}/a.ts`]: [
    ['@/features/auth', true],
    ['@/layouts/vertical/vertical-layout', true],
    ['@/app/app', true],
    ['../../features/auth', true],
    ['../../app/app', true],
    ['@/lib/utils', false],
    ['lucide-react', true],
  ],
  [`src/config/${probe}.ts`]: [
    ['@/app/router', true],
    ['../layouts/x', true],
  ],
  [`src/lib/${probe}.ts`]: [['@/features/auth', true]],
  [`src/features/${probe}-a/components/a.tsx`]: [
    [`@/features/${probe}-b`, true],
    [`@/features/${probe}-a/b`, true],
    [`../../${probe}-b/x`, true],
    ['@/app/app', true],
    ['../b', false],
    ['@/components/ui/button', false],
    ['@/layouts/navbar/navbar', true],
    ['@/layouts', true],
    // icons come one by one from their own files (docs/ui-primitives.md, "Icons")
    ['lucide-react', true],
    ['lucide-react/icons/mail', false],
  ],
  [`src/features/${probe}-a/index.tsx`]: [
    ['../auth/x', true],
    ['./components/a', false],
  ],
  [`src/layouts/${probe}/a.tsx`]: [
    ['@/app/app', true],
    ['../../app/app', true],
    ['@/features/auth', true],
    ['@/features/email/components/x', true],
    ['../../features/auth', true],
    ['../vertical/x', false],
    ['@/components/ui/button', false],
  ],
  [`src/layouts/navbar/search/${probe}.tsx`]: [
    ['@/features/dashboards', true],
    ['../../menu/x', false],
  ],
  [`src/app/${probe}.ts`]: [
    ['@backend/store/x', true],
    ['backend/app', true],
    ['../../backend/app', true],
    ['@/features/auth', false],
  ],
  [`src/lib/backend/${probe}/a.ts`]: [
    ['@backend/runtimes/in-page', false],
    ['../../../../backend/runtimes/in-page', false],
    ['@backend/app', true],
    ['../../../../backend/app', true],
    ['@/features/x', true],
  ],
  [`contract/${probe}/a.ts`]: [
    ['@/lib/utils', true],
    ['../../src/lib/utils', true],
    ['@backend/app', true],
    ['react', true],
    ['zod', false],
  ],
  [`backend/${probe}/a.ts`]: [
    ['@/lib/utils', true],
    ['../../src/lib/utils', true],
    ['react', true],
    ['../../contract/auth', false],
    ['@contract/auth', false],
  ],
}

const written = Object.keys(cases)
try {
  copyFileSync(join(repo, '.oxlintrc.json'), join(root, '.oxlintrc.json'))
  for (const [file, imports] of Object.entries(cases)) {
    mkdirSync(join(root, dirname(file)), { recursive: true })
    // Dynamic imports: the rule checks them too, and they need no bindings.
    const lines = imports.map(([specifier], index) => `export const m${index} = () => import('${specifier}')`)
    writeFileSync(join(root, file), `${lines.join('\n')}\n`)
  }
  const result = spawnSync(join(repo, 'node_modules/.bin/oxlint'), ['-f', 'unix', ...written], {
    cwd: root,
    encoding: 'utf8',
  })
  const reported = new Set(
    result.stdout
      .split('\n')
      .filter((line) => line.includes('no-restricted-imports'))
      .map((line) => {
        const [file] = line.split(':')
        const specifier = /'([^']+)' import is restricted/.exec(line)?.[1]
        return `${file} ${specifier}`
      }),
  )
  let wrong = 0
  for (const [file, imports] of Object.entries(cases)) {
    for (const [specifier, expected] of imports) {
      const actual = reported.has(`${file} ${specifier}`)
      const ok = actual === expected
      if (!ok) wrong++
      if (!ok || !quiet)
        console.log(`${ok ? 'ok  ' : 'FAIL'} ${file}: ${specifier} ${actual ? 'reported' : 'allowed'}`)
    }
  }
  const total = Object.values(cases).flat().length
  console.log(
    wrong
      ? `${wrong} of ${total} boundary verdicts are wrong`
      : `all ${total} import-boundary probes as expected`,
  )
  process.exitCode = wrong ? 1 : 0
} finally {
  rmSync(root, { recursive: true, force: true })
}
