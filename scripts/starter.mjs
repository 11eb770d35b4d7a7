#!/usr/bin/env node
// `npm run starter -- <dir>`: writes a new project holding Tessera's shell (layouts, navbar, customizer), sign-in
// and access control, the five languages, the mock back end with only its sign-in and demo-data calls, and one
// sample page with its test, without the demo screens. It is made from this repository's own files each time, so it
// never falls behind: what it copies, what it drops and the few files it replaces are listed below and in
// scripts/starter/ (docs/starter.md says how to keep them current). No dependencies: Node's standard library and git.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ROUTER_OPTIONS } from '../build/router-options.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
/** Files that replace or add to the copied ones, at the same paths (a mirror of the project's tree). */
const OVERRIDES = join(root, 'scripts/starter/files')

/** Screen groups (src/features/<name>) the starter keeps; every other feature folder is a demo screen. */
const KEPT_FEATURES = ['auth', 'access-control', 'misc']
/** Call groups (contract/<group>.ts, backend/routes/<group>.ts) the starter's back end serves. */
const KEPT_CALL_GROUPS = ['auth', 'demo', 'mail', 'launch']
/** Route files kept (under src/app/routes); the others are demo screens'. `_app/index.tsx` is replaced. */
const KEPT_ROUTES = [
  '__root.tsx',
  '_app.tsx',
  '_app/index.tsx',
  '_app/access-control.tsx',
  '_guest.tsx',
  '_guest/login.tsx',
  '_guest/register.tsx',
  '_guest/forgot-password.tsx',
  // the auth feature's two other looks: its links and the password reset lead there
  ...['login', 'register', 'forgot-password', 'reset-password'].flatMap((page) => [
    `pages/${page}-v1.tsx`,
    `pages/${page}-v2.tsx`,
  ]),
  'misc/coming-soon.tsx',
  'misc/error.tsx',
  'misc/maintenance.tsx',
  'misc/not-authorized.tsx',
]
/** Seed modules the starter's seed (scripts/starter/files/backend/seed/index.ts) builds from. */
const KEPT_SEEDS = ['accounts.ts', 'auth.ts', 'index.ts', 'prng.ts']

/**
 * Paths dropped whole, by prefix (a folder ends with `/`). Beyond these, every test (and test helper) that imports
 * a dropped file is dropped with it; any other kept file that does fails the generator, naming both.
 */
const DROPPED = [
  '.ci/',
  'CONTRIBUTING.md',
  'knip.jsonc',
  'docs/',
  'e2e/',
  'playwright.config.ts',
  'package-lock.json',
  'public/images/products/',
  'scripts/bench',
  'scripts/chromium',
  'scripts/draw-icons.mjs',
  'scripts/draw-products.mjs',
  'scripts/gen-avatars.mjs',
  'scripts/starter',
  // shared code only the demo screens use
  'src/components/avatar-picker.tsx',
  'src/components/account/',
  'src/lib/shop/',
  // the navbar's page search, bookmarks, cart and notifications read demo data (scripts/starter/files replaces
  // navbar-parts.ts and navbar-menus.tsx without them)
  'src/layouts/navbar/search/',
  'src/layouts/navbar/bookmarks/',
  'src/layouts/navbar/cart/',
  'src/layouts/navbar/api/get-',
  'src/layouts/navbar/api/update-bookmark.ts',
  'src/layouts/navbar/notifications-',
  'src/layouts/navbar/api/notifications-',
  // the apps' events feed the notifications (scripts/starter/files replaces backend/runtimes/announce.ts)
  'backend/lib/notify.ts',
  // the page search's English names, which only its index (a demo seed) reads
  'contract/page-titles.ts',
  'src/app/pricing-user-plan.test.tsx',
  // tests of the whole demo back end, or of collections the starter does not have
  'backend/app.test.ts',
  'backend/routes/fuzz.test.ts',
  'backend/routes/limits.test.ts',
  'backend/lib/list.test.ts',
  'backend/lib/list.ts',
  'backend/lib/ownership.test.ts',
  'backend/lib/user-changes.ts',
  'backend/store/sql/sql-store.test.ts',
  'backend/store/sql/two-instances.test.ts',
  'backend/store/heal.test.ts',
  'backend/store/store.test.ts',
  'backend/test/',
  'backend/runtimes/node-document.test.ts',
  // builds and starts real servers for a minute and more: Tessera's run covers it
  'backend/runtimes/node-server.test.ts',
  'backend/runtimes/two-servers.test.ts',
  'backend/routes/whole-list.test.ts',
]

/**
 * Tests left out although what they test is kept. The design system's tests and those of the whole navigation
 * table stay with Tessera, which runs them: the starter carries the tests of what it changes (its page, sign-in,
 * the session, the ability module, the languages), so its own run stays short (CI runs it, docs/starter.md).
 */
const DROPPED_TESTS = [
  'src/components/',
  'src/app/document-title.test.tsx',
  'src/lib/navigation.test.ts',
  'src/config/pages.test.ts',
  // Tessera's account-menu links (the starter's USER_MENU is empty)
  'src/layouts/navbar/user-dropdown.test.tsx',
  'src/lib/url-state/use-url-state.test.tsx',
  // reads the demo screens' strings (the shop's, the pricing page's), which the starter leaves out
  'src/i18n/label-in-name.test.ts',
]

/** Written by this script (after the copy), not copied. */
const GENERATED = ['package.json', 'src/i18n/i18next.d.ts', 'docs/openapi.json', 'src/app/route-tree.gen.ts']

/** Tools the scripts and configs run, kept in devDependencies although no source file imports them. */
const TOOLS = [
  '@tanstack/router-plugin',
  '@testing-library/dom',
  '@testing-library/jest-dom',
  '@types/node',
  '@types/pg',
  '@types/react',
  '@types/react-dom',
  'jsdom',
  'oxlint',
  'oxlint-tsgolint',
  'prettier',
  'tailwindcss',
  'tsx',
  'typescript',
  'vite',
  'vitest',
]

function isDropped(file) {
  if (GENERATED.includes(file)) return true
  if (DROPPED.some((prefix) => file.startsWith(prefix))) return true
  if (isTestOnly(file) && DROPPED_TESTS.some((prefix) => file.startsWith(prefix))) return true
  const [top, second, third, ...rest] = file.split('/')
  if (top === 'src' && second === 'features') return !KEPT_FEATURES.includes(third)
  if (top === 'src' && second === 'app' && third === 'routes') return !KEPT_ROUTES.includes(rest.join('/'))
  if (top === 'contract') {
    const group = second.split('.')[0].replace(/-.*$/, '')
    return CALL_GROUP_FILES.has(group) && !KEPT_CALL_GROUPS.includes(group)
  }
  if (top === 'backend' && second === 'routes')
    return !KEPT_CALL_GROUPS.includes(third.replace(/\.(test\.)?ts$/, '')) || third.endsWith('.test.ts')
  if (top === 'backend' && second === 'seed') return !KEPT_SEEDS.includes(third)
  return false
}

/** contract/<group>.ts files that hold a call group (`export const <group>Api`); the rest are shared. */
const CALL_GROUP_FILES = new Set(
  readdirSync(join(root, 'contract'))
    .filter((name) => /^[a-z-]+\.ts$/.test(name))
    .filter((name) => /export const \w+Api = /.test(readFileSync(join(root, 'contract', name), 'utf8')))
    .map((name) => name.replace(/\.ts$/, '')),
)

const isTestOnly = (file) =>
  /\.test\.tsx?$/.test(file) || file.includes('/__tests__/') || /(^|\/)test-utils\.tsx?$/.test(file)

// ---------------------------------------------------------------------------------------------------------------

/** Every file of the working tree that git would commit (tracked or new, not ignored). */
function projectFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
  return out
    .split('\0')
    .filter(Boolean)
    .filter((file) => existsSync(join(root, file)))
}

function overrideFiles(dir = OVERRIDES, base = OVERRIDES) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory()
      ? overrideFiles(full, base)
      : [relative(base, full).split('\\').join('/')]
  })
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const SPECIFIER =
  /^(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm

/** The project-relative file an import points at, or undefined for a package. */
function resolveImport(from, specifier, exists) {
  let base
  if (specifier.startsWith('.')) base = posix.join(posix.dirname(from), specifier)
  else if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`
  else if (specifier.startsWith('@contract/')) base = `contract/${specifier.slice(10)}`
  else if (specifier.startsWith('@backend/')) base = `backend/${specifier.slice(9)}`
  else return undefined
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find(exists) ?? base
}

/** The specifiers a file imports (a template's `${...}` is text the file writes, not an import). */
function importsOf(text) {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? match[2] ?? match[3])
    .filter((specifier) => !specifier.includes('${'))
}

const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const target = args.find((arg) => !arg.startsWith('--'))
  if (!target) {
    console.error('usage: npm run starter -- <dir> [--force]')
    process.exit(2)
  }
  const out = resolve(target)
  if (existsSync(out) && readdirSync(out).length > 0) {
    if (!force) {
      console.error(`${out} exists and is not empty (add --force to replace it)`)
      process.exit(2)
    }
    rmSync(out, { recursive: true, force: true })
  }

  // 1. The files: the project's own, less the demo's, plus the overrides.
  const sources = new Map() // project path -> absolute source path
  for (const file of projectFiles()) if (!isDropped(file)) sources.set(file, join(root, file))
  for (const file of overrideFiles()) sources.set(file, join(OVERRIDES, file))

  // 2. Tests that import a dropped file go with it; any other file that does is a mistake in the lists above.
  const exists = (file) => sources.has(file) || GENERATED.includes(file)
  const problems = []
  const droppedTests = []
  for (let changed = true; changed;) {
    changed = false
    for (const [file, from] of sources) {
      if (!SOURCE.test(file) || !statSync(from).isFile()) continue
      const missing = importsOf(readFileSync(from, 'utf8'))
        .map((specifier) => resolveImport(file, specifier, exists))
        .filter((path) => path !== undefined && !exists(path))
        .filter((path) => !/\.(css|svg|png|json)$/.test(path) || !existsSync(join(root, path)))
      if (missing.length === 0) continue
      if (isTestOnly(file) || file.startsWith('src/test/')) {
        sources.delete(file)
        droppedTests.push(file)
        changed = true
      } else problems.push(`${file} imports ${missing.join(', ')}, which the starter drops`)
    }
  }
  if (problems.length) {
    console.error(
      `The starter would not build. Replace these files in scripts/starter/files/ or keep what they import ` +
        `(scripts/starter.mjs):\n  ${[...new Set(problems)].join('\n  ')}`,
    )
    process.exit(1)
  }

  // 3. Translations: the namespaces the kept code names, in every language.
  const namespaces = usedNamespaces(sources)
  for (const file of sources.keys()) {
    const match = /^src\/i18n\/locales\/[^/]+\/(\w+)\.json$/.exec(file)
    if (match && !namespaces.includes(match[1])) sources.delete(file)
  }

  mkdirSync(out, { recursive: true })
  for (const [file, from] of sources) {
    mkdirSync(dirname(join(out, file)), { recursive: true })
    cpSync(from, join(out, file))
  }

  // 4. The generated files.
  const write = (file, text) => {
    mkdirSync(dirname(join(out, file)), { recursive: true })
    writeFileSync(join(out, file), text)
  }
  write('src/i18n/i18next.d.ts', i18nTypes(namespaces))
  write('docs/openapi.json', apiDocument())
  write('package.json', `${JSON.stringify(packageJson(sources), null, 2)}\n`)
  await writeRouteTree(out)

  console.log(
    `Starter written to ${out}: ${sources.size} files` +
      (droppedTests.length ? ` (${droppedTests.length} tests of dropped code left out)` : '') +
      `.\nNext: cd ${out} && npm install && npm run dev`,
  )
}

/**
 * The translation namespaces the kept code names: `useTranslation('ns')` or `(['a', 'b'])`, keys written `'ns:key'`,
 * a route's `namespaces: [...]`, an i18next `ns: '...'`. Only names that have a file in locales/en count.
 */
function usedNamespaces(sources) {
  const known = new Set(
    readdirSync(join(root, 'src/i18n/locales/en')).map((name) => name.replace(/\.json$/, '')),
  )
  for (const file of sources.keys()) {
    const match = /^src\/i18n\/locales\/en\/(\w+)\.json$/.exec(file)
    if (match) known.add(match[1])
  }
  const used = new Set(['common'])
  const words = (list) => [...list.matchAll(/'(\w+)'/g)].map((match) => match[1])
  for (const [file, from] of sources) {
    if (!SOURCE.test(file) || isTestOnly(file) || file.startsWith('scripts/')) continue
    const text = readFileSync(from, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    for (const match of text.matchAll(/useTranslation\(\s*'(\w+)'/g)) used.add(match[1])
    for (const match of text.matchAll(/(?:useTranslation\(|namespaces:)\s*\[([^\]]*)\]/g))
      for (const word of words(match[1])) used.add(word)
    for (const match of text.matchAll(/['`](\w+):[\w$]/g)) used.add(match[1])
    for (const match of text.matchAll(/\bns:\s*'(\w+)'/g)) used.add(match[1])
  }
  return [...used].filter((name) => known.has(name)).toSorted()
}

/** src/i18n/i18next.d.ts for the kept namespaces (the project's own lists them all). */
function i18nTypes(names) {
  return [
    "import 'i18next'",
    ...names.map((ns) => `import type ${ns} from './locales/en/${ns}.json'`),
    '',
    "// Typed keys: t('shell:...') is checked against the English source files. Add each new namespace here.",
    "declare module 'i18next' {",
    '  interface CustomTypeOptions {',
    "    defaultNS: 'common'",
    '    resources: {',
    ...names.map((ns) => `      ${ns}: typeof ${ns}`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n')
}

/** docs/openapi.json with the kept call groups only: what `npm run gen:contract` writes in the starter. */
function apiDocument() {
  const document = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'))
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item))
      if (!KEPT_CALL_GROUPS.some((group) => operation.tags?.includes(group))) delete item[method]
    if (Object.keys(item).length === 0) delete document.paths[path]
  }
  return `${JSON.stringify(document, null, 2)}\n`
}

/** package.json without the scripts and packages of what was dropped. */
function packageJson(sources) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const used = new Set(TOOLS)
  for (const [file, from] of sources)
    if (SOURCE.test(file))
      for (const specifier of importsOf(readFileSync(from, 'utf8')))
        if (resolveImport(file, specifier, () => true) === undefined && !specifier.startsWith('node:'))
          used.add(packageOf(specifier))
  const keep = (deps) => Object.fromEntries(Object.entries(deps).filter(([name]) => used.has(name)))
  const scripts = Object.fromEntries(
    Object.entries(pkg.scripts).filter(
      ([name]) => !['test:e2e', 'bench', 'gen:avatars', 'starter', 'lint:dead'].includes(name),
    ),
  )
  // no knip in the starter: its design system is whole while its one page uses a little of it
  scripts.lint = scripts.lint.replace(' && npm run lint:dead', '')
  return {
    name: 'tessera-starter',
    private: true,
    version: '0.1.0',
    license: pkg.license,
    type: pkg.type,
    engines: pkg.engines,
    scripts,
    dependencies: keep(pkg.dependencies),
    devDependencies: keep(pkg.devDependencies),
  }
}

/** src/app/route-tree.gen.ts for the kept routes, written by the router's own generator (as `vite` would). */
async function writeRouteTree(out) {
  const require = createRequire(join(root, 'package.json'))
  const { Generator, getConfig } = await import(
    pathToFileURL(require.resolve('@tanstack/router-generator')).href
  )
  const config = getConfig(ROUTER_OPTIONS, out)
  await new Generator({ config, root: out }).run()
}

await main()
