// @vitest-environment node
import 'fake-indexeddb/auto'
import { createTestApp } from '../test/harness'
import { buildSeed, type Collections } from '../seed'
import { ALL_COLLECTIONS, createAppStore } from '.'
import { COLLECTION_CHECKS } from './checks'
import { createIdbKv } from './idb-kv'
import type { Kv } from './kv'
import { createMemoryKv } from './memory-kv'
import { type CollectionCheck, REVISION_KEY, Store, type StoreOptions } from './store'

const NOW = new Date('2026-03-01T00:00:00Z')
/** The record lists (not `auth`, the sign-in state, nor the per-account maps: checked whole, tested below). */
type ListName = { [K in keyof Collections]: Collections[K] extends unknown[] ? K : never }[keyof Collections]
const NAMES = (Object.keys(COLLECTION_CHECKS) as (keyof Collections)[]).filter(
  (name) => COLLECTION_CHECKS[name].shape === 'list',
) as ListName[]

let database = 0
const freshIdb = () => createIdbKv(`tessera-heal-${++database}`)
const KVS = [
  ['IndexedDB', freshIdb],
  ['memory', createMemoryKv],
] as const

it('the seed passes every collection check', () => {
  const seed = buildSeed(NOW)
  for (const name of NAMES) {
    // lists hold records; maps (the shop's per-account collections) hold one record per key
    const stored: unknown = seed[name]
    const records: unknown[] = Array.isArray(stored) ? stored : Object.values(stored as object)
    const failing = records.filter((record) => !COLLECTION_CHECKS[name].isRecord(record))
    expect({ name, failing }).toEqual({ name, failing: [] })
  }
})

describe.each(KVS)('the app store over %s heals', (_, createKv) => {
  let kv: Kv
  let store: ReturnType<typeof createAppStore>
  let before: Record<string, unknown>

  beforeEach(async () => {
    kv = createKv()
    // Seed and change something first: the repair must keep what it does not touch, changes included.
    const seeding = createAppStore(kv, { now: () => NOW })
    await seeding.update('tasks', (tasks) => void (tasks[0].title = 'Changed by the visitor'))
    await seeding.update('emails', (emails) => void (emails[0].subject = 'Changed by the visitor'))
    before = await seeding.snapshot()
    // A new instance stands for a restarted worker or process: it has checked nothing yet.
    store = createAppStore(kv, { now: () => NOW })
  })

  const othersUnchanged = async (damaged: string) => {
    const after = await store.snapshot()
    for (const name of NAMES.filter((other) => other !== damaged)) expect(after[name]).toEqual(before[name])
  }

  it.each(NAMES)('%s stored as garbage comes back from the seed', async (name) => {
    await kv.set({ [name]: 'garbage' })
    expect(await store.read(name)).toEqual(buildSeed(NOW)[name])
    expect(await store.takeRestored()).toEqual({ restored: [name], pruned: [] })
    await othersUnchanged(name)
  })

  it.each(NAMES)('%s with one bad record keeps the others', async (name) => {
    const good = before[name]
    // a map (per-account lists) gets a bad entry beside the good ones; a list that starts empty gets one alone
    const damaged = Array.isArray(good)
      ? [...good.slice(0, 1), { id: 'not a record' }, ...good.slice(1)]
      : { ...(good as object), '99': [{ id: 'not a record' }] }
    await kv.set({ [name]: damaged })
    expect(await store.read(name)).toEqual(good)
    // with no good record left, the list counts as restored from the seed rather than pruned
    const emptied = Array.isArray(good) && good.length === 0
    expect(await store.takeRestored()).toEqual({
      restored: emptied ? [name] : [],
      pruned: emptied ? [] : [name],
    })
    await othersUnchanged(name)
  })

  it('reports each repair once, and checks every collection before reporting', async () => {
    await kv.set({ tasks: { not: 'a list' }, calendarEvents: [null] })
    // Nothing read yet: asking checks every collection.
    expect(await store.takeRestored()).toEqual({ restored: ['tasks', 'calendarEvents'], pruned: [] })
    expect(await store.takeRestored()).toEqual({ restored: [], pruned: [] })
  })

  it('keeps an unreported repair across restarts', async () => {
    await kv.set({ chats: 42 })
    await store.read('chats')
    const restarted = createAppStore(kv)
    expect(await restarted.takeRestored()).toEqual({ restored: ['chats'], pruned: [] })
  })

  it('damaged accounts: sign-in works again with the seed accounts, and the page is told once', async () => {
    await kv.set({ accounts: [{ email: 'admin@demo.com' }, 'junk'] })
    const { app } = createTestApp({ store })
    const login = await app.request('/jwt/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    expect(login.status).toBe(200)
    const first = await app.request('/api/demo/restored', { method: 'POST' })
    expect(await first.json()).toEqual({ restored: ['accounts'], pruned: [] })
    const second = await app.request('/api/demo/restored', { method: 'POST' })
    expect(await second.json()).toEqual({ restored: [], pruned: [] })
  })
})

describe('the app over a store damaged while it runs', () => {
  it('answers 500 once, then heals on the next call', async () => {
    const kv = createMemoryKv()
    const { app } = createTestApp({ store: createAppStore(kv, { now: () => NOW }) })
    const login = await app.request('/jwt/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const getTasks = () =>
      app.request('/apps/todo/tasks', { headers: { authorization: `Bearer ${accessToken}` } })
    expect((await getTasks()).status).toBe(200)
    // Damage after the check, as a DevTools edit that also changes the revision would (one that does not is
    // unseen until the worker restarts: the cache serves the checked copy): the running app has checked tasks.
    await kv.set({ tasks: 'garbage', [REVISION_KEY]: 'edited by hand' })
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await getTasks()).status).toBe(500)
    spy.mockRestore()
    const healed = await getTasks()
    expect(healed.status).toBe(200)
    expect(((await healed.json()) as unknown[]).length).toBeGreaterThan(0)
    const notice = await app.request('/api/demo/restored', { method: 'POST' })
    expect(await notice.json()).toEqual({ restored: ['tasks'], pruned: [] })
  })
})

interface Tiny {
  notes: { id: number; text: string }[]
  counter: { value: number }
}
const isNote = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string'

describe.each(KVS)('Store over %s', (_, createKv) => {
  let kv: Kv
  let noteChecks: number
  const options = (overrides: Partial<StoreOptions<Tiny>> = {}): StoreOptions<Tiny> => ({
    seed: () => ({ notes: [{ id: 1, text: 'seeded' }], counter: { value: 0 } }),
    seedVersion: 1,
    schemaVersion: 1,
    checks: {
      notes: {
        shape: 'list',
        isRecord: (record) => {
          noteChecks++
          return isNote(record)
        },
      } satisfies CollectionCheck,
      counter: { shape: 'map', isRecord: (value) => typeof value === 'number' },
    },
    ...overrides,
  })
  beforeEach(async () => {
    kv = createKv()
    noteChecks = 0
    await new Store(kv, options()).update('notes', (notes) => void notes.push({ id: 2, text: 'mine' }))
  })

  it('checks a collection once per instance, not on every read', async () => {
    const store = new Store(kv, options())
    noteChecks = 0
    await store.read('notes')
    await store.read('notes')
    await store.update('notes', (notes) => void notes.push({ id: 3, text: 'more' }))
    expect(noteChecks).toBe(2)
  })

  it('checks again after another instance re-seeded', async () => {
    let day = 1
    const now = () => new Date(`2026-03-0${day}T00:00:00Z`)
    const store = new Store(kv, options({ now }))
    await store.read('notes')
    day = 2
    await new Store(kv, options({ now })).reset()
    await kv.set({ notes: [{ id: 1, text: 'ok' }, 'junk'] })
    expect(await store.read('notes')).toEqual([{ id: 1, text: 'ok' }])
  })

  it('restores a list whose every record is bad, and a map of the wrong shape', async () => {
    await kv.set({ notes: [1, 2], counter: ['not', 'a', 'map'] })
    const store = new Store(kv, options())
    expect(await store.read('notes')).toEqual([{ id: 1, text: 'seeded' }])
    expect(await store.read('counter')).toEqual({ value: 0 })
    expect(await store.takeRestored()).toEqual({ restored: ['notes', 'counter'], pruned: [] })
  })

  it('prunes bad values of a map', async () => {
    await kv.set({ counter: { value: 3, other: 'x' } })
    const store = new Store(kv, options())
    expect(await store.read('counter')).toEqual({ value: 3 })
    expect(await store.takeRestored()).toEqual({ restored: [], pruned: ['counter'] })
  })

  it('tells onRepair about each repair, and checks again after recheck()', async () => {
    const onRepair = vi.fn()
    const store = new Store(kv, options({ onRepair }))
    await store.read('notes')
    await kv.set({ notes: 'damaged while running', [REVISION_KEY]: 'edited by hand' })
    expect(await store.read('notes')).toBe('damaged while running')
    store.recheck()
    expect(await store.read('notes')).toEqual([{ id: 1, text: 'seeded' }])
    expect(onRepair).toHaveBeenCalledOnce()
  })

  it('restores a missing collection', async () => {
    await kv.set({ counter: undefined })
    const store = new Store(kv, options())
    expect(await store.read('counter')).toEqual({ value: 0 })
    expect((await store.takeRestored()).restored).toEqual(['counter'])
  })

  it('damaged bookkeeping re-seeds everything and says so', async () => {
    await kv.set({ meta: 'garbage' })
    const store = new Store(kv, options())
    expect(await store.read('notes')).toEqual([{ id: 1, text: 'seeded' }])
    expect(await store.takeRestored()).toEqual({ restored: [ALL_COLLECTIONS], pruned: [] })
  })

  it('a fresh store and a new seed version say nothing', async () => {
    const fresh = new Store(createKv(), options())
    expect(await fresh.takeRestored()).toEqual({ restored: [], pruned: [] })
    const newer = new Store(kv, options({ seedVersion: 2 }))
    expect(await newer.takeRestored()).toEqual({ restored: [], pruned: [] })
  })
})

describe('the sign-in state, checked whole', () => {
  it('comes back with new secrets when damaged, and sign-in works again', async () => {
    const kv = createMemoryKv()
    const { app, store } = createTestApp({ store: createAppStore(kv) })
    const login = () =>
      app.request('/jwt/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      })
    expect((await login()).status).toBe(200)
    const { secrets } = await store.read('auth')
    await kv.set({ auth: { secrets: 'lost', accountKeys: null } })
    const fresh = createTestApp({ store: createAppStore(kv) })
    const reply = await fresh.app.request('/jwt/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    expect(reply.status).toBe(200)
    expect((await fresh.store.read('auth')).secrets).not.toEqual(secrets)
    expect(await fresh.store.takeRestored()).toEqual({ restored: ['auth'], pruned: [] })
  })
})
