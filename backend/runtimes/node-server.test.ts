// @vitest-environment node
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestApp } from '../test/harness'
import { corsOriginFrom, HEALTH_PATH, loopbackOrigin, serveHealth } from './node-http'

/**
 * The Node server as a product (docs/backend.md, "The Node server"): built to plain JavaScript and started with
 * node, it answers its health check, answers every oversized body with the 413 it is, and a SIGTERM stops it,
 * also through npm. Real processes on ports of their own (PORT_BASE and the next), each with a temporary DATA_DIR.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const PORT_BASE = Number(process.env.NODE_SERVER_TEST_PORT ?? 4434)
const folders: string[] = []
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function start(command: string, args: string[], port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-server-'))
  folders.push(dataDir)
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  children.push(child)
  return child
}

const health = (port: number) =>
  fetch(`http://localhost:${port}${HEALTH_PATH}`).then(
    (response) => response.status,
    () => 0,
  )

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

describe('the built server', () => {
  const port = PORT_BASE
  let server: ChildProcess

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'ignore' })
    server = start(process.execPath, ['dist-server/server.js'], port)
    await until(async () => (await health(port)) === 200, 90_000)
  }, 120_000)

  it('starts with node and answers its health check', async () => {
    const response = await fetch(`http://localhost:${port}${HEALTH_PATH}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('answers 2 MB bodies sent by Node’s fetch with 413, every time', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' })
    const outcomes: (number | string)[] = []
    for (let i = 0; i < 20; i++) {
      try {
        const response = await fetch(`http://localhost:${port}/jwt/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        await response.text()
        outcomes.push(response.status)
      } catch (error) {
        outcomes.push(String((error as { cause?: { code?: string } }).cause?.code ?? error))
      }
    }
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => 413))
  }, 60_000)

  it('stops on SIGTERM and frees its port', async () => {
    server.kill('SIGTERM')
    expect(await until(async () => server.exitCode !== null, 15_000)).toBe(true)
    expect(server.exitCode).toBe(0)
    expect(await health(port)).toBe(0)
  }, 20_000)
})

describe('npm run api', () => {
  it('stops when npm alone gets SIGTERM, and frees the port', async () => {
    const port = PORT_BASE + 1
    const npm = start('npm', ['run', '--silent', 'api'], port)
    expect(await until(async () => (await health(port)) === 200, 90_000)).toBe(true)
    npm.kill('SIGTERM')
    expect(await until(async () => (await health(port)) === 0, 15_000)).toBe(true)
  }, 120_000)
})

describe('the health check', () => {
  it('is 503 when the database does not answer', async () => {
    const app = serveHealth(createTestApp().app, () => Promise.reject(new Error('connection refused')))
    const response = await app.request(HEALTH_PATH)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable' })
  })
})

describe('CORS_ORIGIN', () => {
  it('lets pages on this machine call by default, none in production, and the list when set', () => {
    const byDefault = corsOriginFrom({}) as (origin: string) => string | undefined
    expect(byDefault('http://localhost:5173')).toBe('http://localhost:5173')
    expect(byDefault('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173')
    expect(byDefault('https://evil.example')).toBeUndefined()
    expect(loopbackOrigin('http://localhost.evil.example')).toBeUndefined()
    expect(corsOriginFrom({ NODE_ENV: 'production' })).toBeUndefined()
    expect(corsOriginFrom({ CORS_ORIGIN: 'https://a.example, https://b.example' })).toEqual([
      'https://a.example',
      'https://b.example',
    ])
    expect(corsOriginFrom({ CORS_ORIGIN: '*' })).toBe('*')
  })
})
