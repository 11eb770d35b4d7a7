// @vitest-environment node
import * as fc from 'fast-check'
import { z } from 'zod'
import { authApi } from '../../contract/auth'
import type { AnyEndpoint } from '../../contract/endpoint'
import { REGISTERED_ENDPOINTS, type App } from '../app'
import { createAppStore, type Kv } from '../store'
import { PERSONAL_SEEDS } from '../seed'
import { createMemoryKv } from '../store/memory-kv'
import { createTestApp } from '../test/harness'

/**
 * Bad input is never a 5xx (docs/api.md, "Errors"): generated calls to every registered route, most of them nearly
 * right (the call's own fields, each possibly of the wrong type, too long, missing or joined by strangers) and the
 * rest plainly wrong (any JSON, text that is not JSON, the wrong content type, no token). For each: the status is
 * below 500, a refusal has a JSON error body, and a refused call writes nothing. New calls join by themselves: the
 * sweep walks the app's route table. `FUZZ_RUNS` sets the calls per runtime (default 1,500); a failure prints
 * fast-check's seed and the smallest call that failed (re-run with `FUZZ_SEED` and `FUZZ_PATH` from it).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500)
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)
const NODE_SECRETS = { access: 'a'.repeat(32), refresh: 'r'.repeat(32) }

type JsonSchema = Record<string, unknown>

/** A schema's JSON form, as the API document shows it. */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

const HOSTILE_TEXT = [
  '',
  ' ',
  'NaN',
  '-1',
  '0',
  '1e309',
  '2026-13-45',
  '2026-00-10',
  '2031-02-30',
  '2026-11-24T10:00:00.000Z',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '\u0000',
  '💥'.repeat(50),
]
const text = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 30 }),
  fc.integer({ min: 200, max: 30_000 }).map((length) => 'x'.repeat(length)),
)
const number = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 2 ** 53, -(2 ** 53), 1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const anyJson = fc.jsonValue({ maxDepth: 3 })
/** Ids the seed has, so calls reach the handlers' lookups and not only validation. */
const smallId = fc.integer({ min: 1, max: 60 })

/** Values shaped like `schema`, each part sometimes wrong: of another type, too long, or anything at all. */
function nearly(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const node = (typeof schema === 'object' && schema !== null ? schema : {}) as JsonSchema
  const variants = (node.anyOf ?? node.oneOf) as unknown[] | undefined
  let shaped: fc.Arbitrary<unknown>
  if (variants) shaped = fc.oneof(...variants.map((part) => nearly(part, depth + 1)))
  else if (Array.isArray(node.enum)) shaped = fc.oneof(fc.constantFrom(...node.enum), text)
  else if (node.type === 'object' || node.properties) {
    const properties = Object.entries((node.properties ?? {}) as Record<string, unknown>)
    const fields = Object.fromEntries(properties.map(([key, value]) => [key, nearly(value, depth + 1)]))
    shaped = fc
      .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(text, anyJson, { maxKeys: 2 }))
      .map(([known, extra]) => ({ ...extra, ...known }))
  } else if (node.type === 'array')
    shaped = fc.array(nearly(node.items, depth + 1), { maxLength: depth > 2 ? 2 : 6 })
  else if (node.type === 'string') shaped = text
  else if (node.type === 'integer' || node.type === 'number') shaped = fc.oneof(smallId, number)
  else if (node.type === 'boolean') shaped = fc.boolean()
  else shaped = anyJson
  return depth > 5 ? anyJson : fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: anyJson, weight: 1 })
}

interface FuzzCall {
  path: string
  init: { method: string; headers: Record<string, string>; body?: string }
}

/** Generated calls to one route. */
function callsTo(api: AnyEndpoint, token: string): fc.Arbitrary<FuzzCall> {
  const paramNames = [...api.path.matchAll(/:(\w+)/g)].map((match) => match[1])
  const params = fc.tuple(...paramNames.map(() => fc.oneof(text, number.map(String), smallId.map(String))))
  const queryShape = api.query ? jsonSchemaOf(api.query) : {}
  const queryKeys = Object.keys(queryShape.properties ?? {})
  const queryValue = fc.oneof(
    text,
    number.map(String),
    smallId.map(String),
    fc.array(text, { minLength: 2, maxLength: 3 }),
  )
  const query = fc.dictionary(fc.oneof(fc.constantFrom(...queryKeys, 'extra'), text), queryValue, {
    maxKeys: 4,
  })
  const bodyValue = api.body ? nearly(jsonSchemaOf(api.body)) : anyJson
  const body = fc.oneof(
    { arbitrary: bodyValue.map((value) => JSON.stringify(value) ?? 'null'), weight: 8 },
    { arbitrary: fc.constantFrom('{"a": ', '[1, 2', 'not json', '', '{}}'), weight: 1 },
  )
  const headers = fc.record({
    authorization: fc.oneof(
      { arbitrary: fc.constant(`Bearer ${token}`), weight: 8 },
      { arbitrary: fc.constantFrom('', 'Bearer x.y.z', token), weight: 1 },
    ),
    'content-type': fc.constantFrom('application/json', 'application/json', 'text/plain', ''),
  })
  return fc
    .tuple(params, query, body, headers)
    .map(([values, entries, payload, { authorization, ...rest }]) => {
      let path: string = api.path
      paramNames.forEach((name, index) => {
        path = path.replace(`:${name}`, encodeURIComponent(values[index]) || '0')
      })
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries(entries))
        for (const item of Array.isArray(value) ? value : [value]) search.append(key, item)
      const headerValues: Record<string, string> = authorization ? { authorization } : {}
      if (rest['content-type']) headerValues['content-type'] = rest['content-type']
      const queryText = search.toString()
      return {
        path: `${path}${queryText ? `?${queryText}` : ''}`,
        init: {
          method: api.method,
          headers: headerValues,
          ...(api.method === 'GET' ? {} : { body: payload }),
        },
      }
    })
}

/** Counts writes, so a refused call can be shown to have written nothing, at no cost per call. */
function countingKv(kv: Kv) {
  const counter = { writes: 0 }
  const counted: Kv = {
    ...kv,
    set: (entries) => {
      counter.writes += 1
      return kv.set(entries)
    },
    replaceAll: (entries) => {
      counter.writes += 1
      return kv.replaceAll(entries)
    },
  }
  return { kv: counted, counter }
}

const RUNTIMES = [
  ['the browser', 'test'],
  ['the Node server', 'node'],
] as const

describe.each(RUNTIMES)('generated bad calls to every route in %s', (_, runtime) => {
  it(`answers ${RUNS} of them without a 5xx, with a JSON error, and writes nothing when it refuses`, async () => {
    const { kv, counter } = countingKv(createMemoryKv())
    const store = createAppStore(kv)
    const { app } = createTestApp({
      store,
      runtime,
      ...(runtime === 'node' ? { secrets: NODE_SECRETS } : {}),
    })
    const token = await signIn(app)
    // Reads that make first copies or check collections write once; get them out of the way first.
    await store.takeRestored()
    const admin = (await store.read('accounts'))[0]
    for (const name of Object.keys(PERSONAL_SEEDS) as (keyof typeof PERSONAL_SEEDS)[])
      await store.ownedBy(admin, String(admin.id)).read(name)

    // The sign-in calls are left out: each success starts a session, which is a write.
    const routes = REGISTERED_ENDPOINTS.filter((api) => api.auth && api.path !== '/api/demo/reset')
    const onlyPath = process.env.FUZZ_PATH
    const calls = fc.oneof(
      ...routes.filter((api) => !onlyPath || api.path === onlyPath).map((api) => callsTo(api, token)),
    )
    await fc.assert(
      fc.asyncProperty(calls, async ({ path, init }) => {
        const writesBefore = counter.writes
        const response = await app.request(path, init)
        const reply = await response.text()
        expect(response.status, reply).toBeLessThan(500)
        const refused = response.status >= 400
        // a refusal is a JSON error and wrote nothing; an answer may have written
        expect(refused ? Object.keys(JSON.parse(reply) as object) : ['error']).toContain('error')
        expect(refused ? counter.writes : writesBefore, 'a refused call wrote data').toBe(writesBefore)
      }),
      { numRuns: RUNS, seed: SEED },
    )
  }, 120_000)
})

async function signIn(app: App): Promise<string> {
  const response = await app.request(authApi.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  })
  return ((await response.json()) as { accessToken: string }).accessToken
}
