// @vitest-environment node
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { authApi } from '../../contract/auth'
import { todoApi } from '../../contract/todo'
import { TEST_DATABASE_URL } from '../test/databases'
import { HEALTH_PATH } from './node-http'

/**
 * Two server processes on one PostgreSQL database act as one service (docs/backend.md, "The database"): a session
 * begun on one is valid on the other, a refresh token spent on one is refused on the other and its reuse ends the
 * family on both, one e-mail registered at once on both makes one account, and a server killed with SIGKILL while
 * writing loses nothing it acknowledged. Skipped without TEST_DATABASE_URL (CI starts a server: .ci/run).
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const PORT_BASE = Number(process.env.TWO_SERVERS_TEST_PORT ?? 4436)
const database = `tessera_two_${process.pid}_${Date.now().toString(36)}`
const children: ChildProcess[] = []
const SECRETS = {
  JWT_ACCESS_SECRET: 'two-servers-access-secret-at-least-32-chars',
  JWT_REFRESH_SECRET: 'two-servers-refresh-secret-at-least-32-chars',
}

const psqlUrl = (name: string) => {
  const url = new URL(TEST_DATABASE_URL ?? 'postgres://localhost')
  url.pathname = `/${name}`
  return url.toString()
}

async function admin(sql: string) {
  const { openPg } = await import('../store/sql/pg')
  const db = await openPg(TEST_DATABASE_URL!)
  try {
    await db.query(sql)
  } finally {
    await db.close()
  }
}

function startServer(port: number) {
  const child = spawn(process.execPath, ['dist-server/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...SECRETS,
      PORT: String(port),
      DATABASE_URL: psqlUrl(database),
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  })
  children.push(child)
  return child
}

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}
const healthy = (port: number) =>
  until(async () => (await fetch(`http://localhost:${port}${HEALTH_PATH}`)).ok, 90_000)

const call = async (
  port: number,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) => {
  const response = await fetch(`http://localhost:${port}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

const [A, B, C] = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2]
const signIn = async (port: number) =>
  (await call(port, authApi.login.path, { body: { email: 'admin@demo.com', password: 'admin' } })).body as {
    accessToken: string
    refreshToken: string
  }

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'ignore' })
    await admin(`create database ${database}`)
    startServer(A)
    // the first start migrates and seeds; the second then finds it done
    if (!(await healthy(A))) throw new Error(`the server on port ${A} did not start`)
    startServer(B)
    if (!(await healthy(B))) throw new Error(`the server on port ${B} did not start`)
  }, 200_000)

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    await new Promise((r) => setTimeout(r, 500))
    await admin(`drop database if exists ${database} with (force)`)
  }, 30_000)

  it('accepts on one a session begun on the other', async () => {
    const { accessToken } = await signIn(A)
    expect((await call(B, todoApi.tasks.path, { token: accessToken })).status).toBe(200)
  })

  it('refuses on one a refresh token spent on the other, and its reuse ends the family on both', async () => {
    const first = await signIn(A)
    const renewed = await call(A, authApi.refreshToken.path, { body: { refreshToken: first.refreshToken } })
    expect(renewed.status).toBe(200)
    const next = renewed.body as { accessToken: string; refreshToken: string }
    expect(
      (await call(B, authApi.refreshToken.path, { body: { refreshToken: first.refreshToken } })).status,
    ).toBe(401)
    // the reuse ended the family: the token A handed out is refused on both, its access token too
    expect(
      (await call(A, authApi.refreshToken.path, { body: { refreshToken: next.refreshToken } })).status,
    ).toBe(401)
    expect((await call(B, todoApi.tasks.path, { token: next.accessToken })).status).toBe(401)
    expect((await call(A, todoApi.tasks.path, { token: next.accessToken })).status).toBe(401)
  })

  it('makes one account of one e-mail registered at once on both', async () => {
    const body = { email: 'twice@example.com', password: 'secret-1', username: 'twice' }
    const replies = await Promise.all([
      call(A, authApi.register.path, { body }),
      call(B, authApi.register.path, { body }),
    ])
    expect(replies.filter((reply) => 'accessToken' in reply.body)).toHaveLength(1)
    expect(replies.filter((reply) => 'error' in reply.body)).toHaveLength(1)
  })

  it('loses nothing it acknowledged when a server is killed with SIGKILL while writing', async () => {
    startServer(C)
    expect(await healthy(C)).toBe(true)
    const { accessToken } = await signIn(C)
    const acknowledged: number[] = []
    const writing = { stop: false }
    const writer = async (n: number) => {
      for (let i = 0; !writing.stop; i++) {
        const reply = await call(C, todoApi.addTask.path, {
          body: { task: { title: `kill ${n}-${i}` } },
          token: accessToken,
        }).catch(() => undefined)
        if (!reply) return
        if (reply.status === 201) acknowledged.push((reply.body.task as { id: number }).id)
      }
    }
    const writers = Promise.all([1, 2, 3, 4].map(writer))
    await until(async () => acknowledged.length >= 20, 60_000)
    children.at(-1)!.kill('SIGKILL')
    writing.stop = true
    await writers
    expect(acknowledged.length).toBeGreaterThanOrEqual(20)
    const { accessToken: other } = await signIn(A)
    const tasks = (await call(A, todoApi.tasks.path, { token: other })).body as unknown as { id: number }[]
    const stored = new Set(tasks.map((task) => task.id))
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
  }, 150_000)
})
