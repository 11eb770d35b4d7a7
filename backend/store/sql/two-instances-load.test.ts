// @vitest-environment node
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TEST_DATABASE_URL } from '../../test/databases'

/**
 * The load bench in short (scripts/bench/store-load.ts; docs/benchmarks.md, "Two instances under 50 clients"):
 * two server processes on one PostgreSQL server, 8 clients for 5 s, each call on the other server than the
 * client's last, a shared user written by all. Every call answers as expected, no read misses the client's own
 * write, and every acknowledged write is found through both servers at the end. Skipped without TEST_DATABASE_URL
 * (CI starts a server: .ci/run). The built server, as `npm run start:api` runs it, from a folder of this test's
 * own.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
// free ports unless told (a shared machine gives each person a range)
const port = Number(process.env.LOAD_TEST_PORT ?? 0)
// a build of its own: backend/runtimes/*.test.ts rebuild dist-server, perhaps while this runs
const buildDir = `node_modules/.cache/tessera-load-test-${process.pid}`

describe.skipIf(!TEST_DATABASE_URL)('two server processes under 8 clients for 5 s', () => {
  it('answer every call and lose no acknowledged write', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/bench/store-load.ts',
        '--clients=8',
        '--seconds=5',
        `--build-dir=${buildDir}`,
        `--ports=${port},${port && port + 1}`,
      ],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    rmSync(join(root, buildDir), { recursive: true, force: true })
    // the report names what failed: errors by status, stale reads, lost updates
    expect(output).toMatch(/Errors: 0 during the run, 0 while checking/)
    expect(output).toMatch(/Stale reads: 0 /)
    expect(output).toMatch(/read back on both servers: 0 lost updates/)
    expect(output).toMatch(/\d+ calls in/)
    expect(code, output).toBe(0)
  }, 90_000)
})
