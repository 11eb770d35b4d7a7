#!/usr/bin/env node
// The whole suite behind `npm test` and CI: typecheck, lint, unit tests, build, end-to-end tests.
// Vitest's and Playwright's own closing lines are not read by CI, so this script sums their JSON reports (plus
// one failure per failed non-test step) into a single last line `N passed, N failed[, N skipped]`.
// No dependencies: it must run right after `npm install`, before anything else is known to work.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const reportsDir = join(root, 'reports')
const vitestReport = join(reportsDir, 'vitest.json')
const playwrightReport = join(reportsDir, 'playwright.json')

/** Runs a command with the terminal attached, so its readable output streams as it comes. */
function run(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`)
      resolve(127)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Vitest's JSON reporter follows Jest's shape; a file that fails to load has no assertions but a failed status. */
function countVitest(report) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  for (const file of report.testResults ?? []) {
    let failedHere = 0
    for (const assertion of file.assertionResults ?? []) {
      if (assertion.status === 'passed') counts.passed++
      else if (assertion.status === 'failed') failedHere++
      else counts.skipped++ // pending, skipped, todo, disabled
    }
    if (file.status === 'failed' && failedHere === 0) failedHere = 1
    counts.failed += failedHere
  }
  return counts
}

/** Playwright's JSON stats: `flaky` tests failed once and passed on retry, so they count as passed. */
function countPlaywright(report) {
  const stats = report.stats ?? {}
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
    errors: report.errors?.length ?? 0,
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 }
const summary = []

function record(step, status, seconds, detail = '') {
  summary.push({ step, status, seconds, detail })
}

async function timed(fn) {
  const start = performance.now()
  const result = await fn()
  return { result, seconds: (performance.now() - start) / 1000 }
}

function banner(title) {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 60 - title.length))}\n`)
}

/**
 * A step that is one pass or one failure: typecheck, lint, build. Runs every command (`[command, args, options]`,
 * options as `run` takes them), fails if any failed.
 */
async function simpleStep(name, ...commands) {
  banner(name)
  const { result: code, seconds } = await timed(async () => {
    let worst = 0
    for (const [command, args, options] of commands) worst ||= await run(command, args, options)
    return worst
  })
  if (code === 0) {
    record(name, 'ok', seconds)
    return true
  }
  totals.failed++
  record(name, 'FAILED', seconds, `exit ${code}, counted as 1 failed test`)
  return false
}

async function vitestStep() {
  banner('unit tests (vitest)')
  rmSync(vitestReport, { force: true })
  const { result: code, seconds } = await timed(() =>
    run(bin('vitest'), [
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ]),
  )
  addRunnerCounts('vitest', code, seconds, readJson(vitestReport), countVitest)
}

async function playwrightStep() {
  banner('end-to-end tests (playwright)')
  rmSync(playwrightReport, { force: true })
  // Reporters (list + json to reports/playwright.json) come from playwright.config.ts. The journeys run on the
  // build without the precache (dist-e2e, below); e2e/offline.spec.ts serves the shipped dist/ itself.
  const env = existsSync(join(root, 'dist-e2e')) && !process.env.E2E_DIST ? { E2E_DIST: 'dist-e2e' } : {}
  const { result: code, seconds } = await timed(() => run(bin('playwright'), ['test'], { env }))
  addRunnerCounts('playwright', code, seconds, readJson(playwrightReport), countPlaywright)
}

/**
 * Adds a runner's counts. A runner that exits non-zero without any failed test in its report (it crashed, its
 * web server did not start, an unhandled error) still counts one failure, so a broken run never looks green.
 */
function addRunnerCounts(name, code, seconds, report, count) {
  if (!report) {
    totals.failed++
    record(name, 'FAILED', seconds, `exit ${code}, no JSON report, counted as 1 failed test`)
    return
  }
  const counts = count(report)
  let extra = ''
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1
    extra = `, exit ${code} with no failed test in the report (counted as 1)`
  }
  totals.passed += counts.passed
  totals.failed += counts.failed
  totals.skipped += counts.skipped
  const flaky = counts.flaky ? `, ${counts.flaky} flaky` : ''
  record(
    name,
    counts.failed ? 'FAILED' : 'ok',
    seconds,
    `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${flaky}${extra}`,
  )
}

/**
 * Gives `to` this project's packages, one link per entry, but not the tools' caches (`.tmp` holds tsc's build info,
 * `.vite` Vite's and Vitest's): a link to the whole folder let the starter's `tsc -b` overwrite this project's
 * build info.
 */
function linkPackages(from, to) {
  mkdirSync(to)
  for (const entry of readdirSync(from)) {
    if (entry === '.tmp' || entry === '.vite') continue
    symlinkSync(join(from, entry), join(to, entry), 'junction')
  }
}

/**
 * The starter kit (docs/starter.md): generated into a temporary folder, given this project's node_modules through
 * a link (no second install), then its own `npm test`. One pass or one failure, like the typecheck.
 */
async function starterStep() {
  const name = 'starter kit (generate, test)'
  banner(name)
  const dir = join(mkdtempSync(join(tmpdir(), 'tessera-starter-')), 'starter')
  const { result: code, seconds } = await timed(async () => {
    const generated = await run(process.execPath, [join(root, 'scripts/starter.mjs'), dir])
    if (generated !== 0) return generated
    linkPackages(join(root, 'node_modules'), join(dir, 'node_modules'))
    return run(process.execPath, ['scripts/test-all.mjs'], { cwd: dir })
  })
  if (code === 0) {
    rmSync(dirname(dir), { recursive: true, force: true })
    record(name, 'ok', seconds)
    return
  }
  totals.failed++
  record(name, 'FAILED', seconds, `exit ${code}, counted as 1 failed test; the starter is in ${dir}`)
}

mkdirSync(reportsDir, { recursive: true })
if (!existsSync(bin('tsc'))) {
  console.error('node_modules/.bin is missing: run `npm install` first.')
  console.log('0 passed, 1 failed')
  process.exit(1)
}

await simpleStep('typecheck (tsc -b)', [bin('tsc'), ['-b']])
// The boundary rules are generated and probed (scripts/oxlintrc.mjs); a stale or toothless config fails lint.
await simpleStep(
  'lint (oxlint --type-aware --deny-warnings)',
  [bin('oxlint'), ['--type-aware', '--deny-warnings']],
  [process.execPath, [join(root, 'scripts/oxlintrc.mjs'), '--check']],
  [process.execPath, [join(root, 'scripts/lint-boundaries-probe.mjs'), '--quiet']],
  // contract/<group>.calls.ts and docs/openapi.json follow the call descriptors (scripts/gen-contract.mjs).
  [bin('tsx'), [join(root, 'scripts/gen-contract.mjs'), '--check']],
  // dead files, exports and packages (knip.jsonc), and paths the docs name that do not exist; the starter kit
  // has neither knip.jsonc nor docs/ (docs/testing.md)
  ...(existsSync(join(root, 'knip.jsonc')) ? [[bin('knip'), ['--no-progress']]] : []),
  [process.execPath, [join(root, 'scripts/check-doc-paths.mjs')]],
)
await vitestStep()
const built = await simpleStep('build (vite build)', [bin('vite'), ['build']])
// The real-server journey (e2e/real-server.spec.ts) runs a second build that calls `npm run api` at this address.
if (existsSync(join(root, 'e2e/real-server.spec.ts')))
  await simpleStep('build for a real server', [
    bin('vite'),
    ['build', '--outDir', 'dist-api', '--logLevel', 'warn'],
    { env: { VITE_API_URL: process.env.E2E_API_URL ?? 'http://localhost:4176' } },
  ])
// Each Playwright test starts a fresh browser, whose worker would fill the offline cache (700-odd files) while the
// test runs: measured, that made the journeys about 60% slower. They run on this build without it; the offline
// journey serves dist/ (docs/offline.md).
if (built && existsSync(join(root, 'e2e/offline.spec.ts')))
  await simpleStep('build without the offline cache, for the journeys', [
    bin('vite'),
    ['build', '--outDir', 'dist-e2e', '--logLevel', 'warn'],
    { env: { VITE_OFFLINE: 'off' } },
  ])
// The starter kit (scripts/starter.mjs) is generated into a temporary folder and runs this same script there, on
// this project's node_modules; a project made from the starter has neither the generator nor e2e/.
if (existsSync(join(root, 'scripts/starter.mjs'))) await starterStep()
if (!existsSync(join(root, 'e2e'))) record('playwright', 'skipped', 0, 'no e2e/ folder')
else if (built) await playwrightStep()
else record('playwright', 'skipped', 0, 'the build failed')

banner('summary')
for (const { step, status, seconds, detail } of summary) {
  console.log(`${status.padEnd(8)} ${step.padEnd(30)} ${seconds.toFixed(1).padStart(6)} s  ${detail}`)
}
if (totals.passed + totals.failed === 0) console.log('no test ran: that counts as a failure')
console.log()
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0)
