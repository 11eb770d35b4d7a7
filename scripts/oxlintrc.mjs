#!/usr/bin/env node
// Writes .oxlintrc.json. The import boundaries of docs/architecture.md (components, lib, config, i18n, contract <-
// features, layouts <- app; features and layouts apart; backend apart) need one override per folder and per
// nesting depth, because an oxlint override
// replaces a rule's options instead of merging them. Generating the file keeps the table below the one place to
// read and edit them.
//
//   node scripts/oxlintrc.mjs          write .oxlintrc.json
//   node scripts/oxlintrc.mjs --check  exit 1 when .oxlintrc.json differs from what this script writes
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const target = join(dirname(fileURLToPath(import.meta.url)), '..', '.oxlintrc.json')

const base = {
  $schema: './node_modules/oxlint/configuration_schema.json',
  plugins: ['typescript', 'react', 'jsx-a11y', 'import', 'unicorn', 'oxc', 'vitest'],
  categories: { correctness: 'error', suspicious: 'warn' },
  env: { browser: true, es2024: true },
  // scripts/starter/files/ is linted where it belongs, inside the generated starter (docs/starter.md)
  ignorePatterns: [
    'dist/**',
    'dist-api/**',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
    '**/*.gen.ts',
    'scripts/starter/files/**',
  ],
  rules: {
    'react/rules-of-hooks': 'error',
    'react/exhaustive-deps': 'warn',
    'react/jsx-key': 'error',
    'react/react-in-jsx-scope': 'off',
    // React Compiler checks: worth seeing, not worth failing CI over (a year in the footer is not a bug).
    'react/purity': 'warn',
    'react/static-components': 'warn',
    'react/only-export-components': ['warn', { allowConstantExport: true }],
    'import/no-cycle': 'error',
    'import/no-self-import': 'error',
    'import/no-duplicates': 'error',
    'typescript/no-floating-promises': 'error',
    'typescript/no-explicit-any': 'warn',
    'typescript/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    // `import { type A }` keeps a bare import of the module (verbatimModuleSyntax): a contract file would bring zod along
    'typescript/no-import-type-side-effects': 'error',
    // False positives on arrow-function properties and on polyfills assigned to prototypes.
    'typescript/unbound-method': 'warn',
    // An effect returns its cleanup on one path and nothing on another; that is React's contract, not a slip.
    'typescript/consistent-return': 'off',
    // The worker reads build-time constants through a `/// <reference path>` declaration file.
    'typescript/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
    // Pedantic or noisy for this code base; each was looked at on real code before switching it off.
    'typescript/no-unsafe-type-assertion': 'off',
    'unicorn/no-array-sort': 'off',
    'unicorn/consistent-function-scoping': 'off',
    'import/no-unassigned-import': 'off',
    // `role="status"` on a div is the usual live region; `<output>` is not better for it.
    'jsx-a11y/prefer-tag-over-role': 'off',
    // Moving focus into a popover or dialog that just opened is the expected pattern there.
    'jsx-a11y/no-autofocus': 'warn',
    // Vitest's expect takes a message as its second argument and titles may be computed.
    'vitest/valid-expect': ['error', { maxArgs: 2 }],
    'vitest/valid-title': 'off',
    'vitest/require-mock-type-parameters': 'off',
    'vitest/no-conditional-expect': 'warn',
    'no-console': ['warn', { allow: ['warn', 'error'] }],
    eqeqeq: ['error', 'smart'],
  },
}

// One restricted-import pattern. `regex` is Rust's regex syntax: no look-around.
const forbid = (regex, message) => ({ regex, message })

const noBackend = [
  forbid(
    '^@backend(/|$)',
    'The page never imports the mock back end; it talks to it over HTTP (docs/architecture.md).',
  ),
  forbid(
    '^backend(/|$)',
    'The page never imports the mock back end; it talks to it over HTTP (docs/architecture.md).',
  ),
]
const noUpperTiers = [
  forbid(
    '^@/(features|layouts|app)(/|$)',
    'components, lib, config and i18n sit below features, layouts and app; move what both need down here.',
  ),
]
const noApp = [forbid('^@/app(/|$)', 'Only src/app composes the app; nothing imports it back.')]
const noFeatures = [
  forbid(
    '^@/features(/|$)',
    'Features never import each other (move shared code to components/ or lib/); a feature imports its own files relatively.',
  ),
]

// The shell (layouts) and the pages (features) are siblings: the shell renders whatever route the app hands it, a
// page renders inside it. What both need moves down to components/ or lib/.
const noLayouts = [
  forbid(
    '^@/layouts(/|$)',
    'Features never import the shell (src/layouts); move what both need to components/ or lib/.',
  ),
]
const noFeaturesFromShell = [
  forbid(
    '^@/features(/|$)',
    'The shell (src/layouts) never imports a feature; src/app puts pages inside it. Move shared code to components/ or lib/.',
  ),
]

// `src/lib/backend/` starts the in-page runtime where no service worker exists: the one way into backend/ from
// the page, to be loaded with `import()` so the page bundle stays free of mock code.
const inPageOnly = [
  {
    group: ['@backend', '@backend/**', '!@backend/runtimes/in-page', '!@backend/runtimes/in-page.ts'],
    message: 'src/lib/backend may load only @backend/runtimes/in-page, lazily with import().',
  },
  forbid('^backend(/|$)', 'Use @backend/runtimes/in-page, lazily with import().'),
]

/**
 * Relative imports stay inside their zone (src/<folder>/, or src/features/<name>/ for a feature): a file `depth`
 * folders below the zone root may climb at most `depth` levels. Everything else goes through `@/…`, where the
 * patterns above can see which zone it reaches. Depth 3 covers deeper files too (a looser check there).
 */
const maxDepth = 3
const climbOut = (depth) =>
  forbid(
    `^(\\.\\./){${depth + 1},}`,
    'A relative import may not leave its zone (src/<folder>/ or src/features/<name>/): import it through @/.',
  )
const filesAtDepth = (zoneRoot, depth) =>
  depth < maxDepth
    ? [`${zoneRoot}/${'*/'.repeat(depth)}*.{ts,tsx}`]
    : [`${zoneRoot}/${'*/'.repeat(depth)}**/*.{ts,tsx}`]

// Icons are imported one by one, by the file that draws them (`import Mail from 'lucide-react/icons/mail'`): the
// build groups them by the path each file imports (build/icon-owners.ts), which a name from the barrel hides.
const lucideBarrel = {
  name: 'lucide-react',
  allowTypeImports: true,
  message:
    "Import each icon from its own file, keeping the name: import Mail from 'lucide-react/icons/mail' (docs/ui-primitives.md, \"Icons\"). Types (LucideIcon, LucideProps) stay on 'lucide-react'.",
}

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { paths: [lucideBarrel], patterns }] })

/** Zones of the page, in order: a later entry wins for a file that two of them match. */
const pageZones = [
  { root: 'src/{app,styles,test}', patterns: noBackend },
  { root: 'src/{components,lib,config,i18n}', patterns: [...noBackend, ...noUpperTiers] },
  { root: 'src/layouts', patterns: [...noBackend, ...noApp, ...noFeaturesFromShell] },
  { root: 'src/features/*', patterns: [...noBackend, ...noApp, ...noFeatures, ...noLayouts] },
]

const overrides = [
  // Files directly in src/ (main.tsx) may import any zone, but never the back end.
  { files: ['src/*.{ts,tsx}'], rules: rule(noBackend) },
]
for (const zone of pageZones) {
  for (let depth = 0; depth <= maxDepth; depth++) {
    overrides.push({
      files: filesAtDepth(zone.root, depth),
      rules: rule([...zone.patterns, climbOut(depth)]),
    })
  }
}
// Component tests run against the real back end in memory (renderWithApi): that one test helper may import
// @backend, so tests assert what was stored rather than what a stub answered. Nothing the page ships imports it.
overrides.push({
  files: ['src/test/render-with-api.tsx'],
  rules: rule([forbid('^backend(/|$)', 'Import the back end through @backend/.'), climbOut(0)]),
})
// src/lib/backend/* is depth 1 inside lib. Its one way out of src/ leads to the in-page runtime, by alias or by
// a relative path that climbs exactly to the repository root.
for (let depth = 1; depth <= maxDepth; depth++) {
  const toRoot = '../'.repeat(depth + 2)
  overrides.push({
    files: filesAtDepth('src/lib', depth).map((glob) => glob.replace('src/lib/*/', 'src/lib/backend/')),
    rules: rule([
      ...noUpperTiers,
      ...inPageOnly,
      {
        group: [
          `${'../'.repeat(depth + 1)}**`,
          `!${toRoot}backend/runtimes/in-page`,
          `!${toRoot}backend/runtimes/in-page.ts`,
        ],
        message:
          'A relative import may leave src/lib only for backend/runtimes/in-page (lazily, with import()).',
      },
    ]),
  })
}
overrides.push(
  {
    files: ['contract/**/*.ts'],
    rules: rule([
      forbid('^@/', 'contract is shared by page and back end: it imports neither.'),
      forbid('^(@backend|backend)(/|$)', 'contract is shared by page and back end: it imports neither.'),
      forbid('^(\\.\\./)+(src|backend)(/|$)', 'contract is shared by page and back end: it imports neither.'),
      forbid('^react(-dom)?(/|$)', 'contract holds schemas and types only.'),
    ]),
  },
  {
    files: ['backend/**/*.ts'],
    rules: rule([
      forbid('^@/', 'The back end imports only contract and its own files (docs/architecture.md).'),
      forbid(
        '^(\\.\\./)+src(/|$)',
        'The back end imports only contract and its own files (docs/architecture.md).',
      ),
      forbid('^react(-dom)?(/|$)', 'The back end has no UI.'),
    ]),
  },
  // No React outside the page: Playwright fixtures and store helpers have their own `use`.
  {
    files: ['backend/**', 'contract/**', 'e2e/**', 'scripts/**', 'build/**'],
    rules: { 'react/rules-of-hooks': 'off', 'react/exhaustive-deps': 'off' },
  },
  // Tests and tooling run in Node or Playwright; console output is their report.
  {
    files: ['scripts/**', 'e2e/**', 'build/**', '*.config.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  // The UI primitives export their variants and helpers beside the component, as shadcn/ui's do (buttonVariants,
  // toast); an edit there reloads the page in dev instead of hot-swapping it, which is fine for the kit.
  {
    files: ['src/components/ui/**', 'src/app/route-fallbacks.tsx'],
    rules: { 'react/only-export-components': 'off' },
  },
  // The test setup assigns stand-ins to prototypes; the rule reads them as unbound methods.
  { files: ['src/test/**'], rules: { 'typescript/unbound-method': 'off' } },
)

const config = { ...base, overrides }

if (process.argv.includes('--check')) {
  // Compared as data, so the file may be formatted by prettier.
  let current
  try {
    current = JSON.stringify(JSON.parse(readFileSync(target, 'utf8')))
  } catch {}
  if (current !== JSON.stringify(config)) {
    console.error('.oxlintrc.json is out of date: edit scripts/oxlintrc.mjs and run `npm run lint:config`.')
    process.exit(1)
  }
} else {
  writeFileSync(target, `${JSON.stringify(config, null, 2)}\n`)
  const prettier = join(dirname(target), 'node_modules/.bin/prettier')
  if (existsSync(prettier)) spawnSync(prettier, ['--write', '--log-level=warn', target], { stdio: 'inherit' })
  console.log(`wrote ${target}`)
}
