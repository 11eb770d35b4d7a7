// @vitest-environment node
import 'fake-indexeddb/auto'
import { createIdbKv } from './idb-kv'
import type { Kv } from './kv'
import { createMemoryKv } from './memory-kv'
import { Store, type StoreOptions } from './store'

interface Tiny {
  notes: { id: number; text: string }[]
  counter: { value: number }
}

const seed = (now: Date): Tiny => ({
  notes: [{ id: 1, text: `seeded ${now.toISOString()}` }],
  counter: { value: 0 },
})
const options = (overrides: Partial<StoreOptions<Tiny>> = {}): StoreOptions<Tiny> => ({
  seed,
  seedVersion: 1,
  schemaVersion: 1,
  now: () => new Date('2026-03-01T00:00:00Z'),
  ...overrides,
})

let database = 0
const freshIdb = () => createIdbKv(`tessera-test-${++database}`)

describe.each([
  ['IndexedDB', freshIdb],
  ['memory', createMemoryKv],
] as const)('Store over %s', (_, createKv) => {
  let kv: Kv
  beforeEach(() => {
    kv = createKv()
  })

  it('seeds lazily on first use and records the versions', async () => {
    expect(await kv.get('meta')).toBeUndefined()
    const store = new Store(kv, options())
    expect(await store.read('counter')).toEqual({ value: 0 })
    expect(await store.meta()).toEqual({
      schemaVersion: 1,
      seedVersion: 1,
      seededAt: '2026-03-01T00:00:00.000Z',
    })
  })

  it('keeps changes across Store instances over the same storage', async () => {
    await new Store(kv, options()).update('notes', (notes) => void notes.push({ id: 2, text: 'kept' }))
    const again = new Store(kv, options())
    expect((await again.read('notes')).map((note) => note.text)).toEqual([
      expect.stringContaining('seeded'),
      'kept',
    ])
  })

  it('hands out frozen values: mutating a read throws and changes nothing', async () => {
    const store = new Store(kv, options())
    const notes = await store.read('notes')
    expect(() => (notes.length = 0)).toThrow(TypeError)
    expect(() => (notes[0].text = 'changed')).toThrow(TypeError)
    expect(await store.read('notes')).toHaveLength(1)
    expect(await new Store(kv, options()).read('notes')).toEqual(notes)
  })

  it('writes nothing when the change throws', async () => {
    const store = new Store(kv, options())
    await expect(
      store.update('notes', (notes) => {
        notes.push({ id: 9, text: 'half done' })
        throw new Error('Note 9 not found')
      }),
    ).rejects.toThrow('Note 9 not found')
    expect(await store.read('notes')).toHaveLength(1)
  })

  it('loses no update when many run at once', async () => {
    const store = new Store(kv, options())
    await Promise.all(
      Array.from({ length: 40 }, () =>
        store.update('counter', async (counter) => {
          const seen = counter.value
          // Without the queue, every writer would read 0 during this pause and the last write would win.
          await new Promise((resolve) => setTimeout(resolve, 1))
          counter.value = seen + 1
        }),
      ),
    )
    expect(await store.read('counter')).toEqual({ value: 40 })
  })

  it('updates several collections together', async () => {
    const store = new Store(kv, options())
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.updateMany(['notes', 'counter'], (drafts) => {
          drafts.notes.push({ id: i + 10, text: 'n' })
          drafts.counter.value += 1
        }),
      ),
    )
    expect(await store.read('notes')).toHaveLength(11)
    expect(await store.read('counter')).toEqual({ value: 10 })
  })

  it('re-seeds when the seed version changes', async () => {
    await new Store(kv, options()).update('notes', (notes) => void notes.push({ id: 2, text: 'mine' }))
    const newer = new Store(kv, options({ seedVersion: 2 }))
    expect(await newer.read('notes')).toHaveLength(1)
    expect((await newer.meta()).seedVersion).toBe(2)
  })

  it('migrates step by step and keeps the data', async () => {
    await new Store(kv, options()).update('notes', (notes) => void notes.push({ id: 2, text: 'mine' }))
    const upper = (c: Record<string, unknown>) => ({
      ...c,
      notes: (c.notes as Tiny['notes']).map((n) => ({ ...n, text: n.text.toUpperCase() })),
    })
    const tag = (c: Record<string, unknown>) => ({
      ...c,
      notes: (c.notes as Tiny['notes']).map((n) => ({ ...n, text: `${n.text}!` })),
    })
    const store = new Store(kv, options({ schemaVersion: 3, migrations: { 1: upper, 2: tag } }))
    expect((await store.read('notes')).map((n) => n.text)).toContain('MINE!')
    expect(await store.meta()).toMatchObject({ schemaVersion: 3, seedVersion: 1 })
  })

  it('re-seeds when a migration step is missing, or the stored schema is newer', async () => {
    await new Store(kv, options()).update('notes', (notes) => void notes.push({ id: 2, text: 'mine' }))
    const gap = new Store(kv, options({ schemaVersion: 3, migrations: { 2: (c) => c } }))
    expect(await gap.read('notes')).toHaveLength(1)
    await gap.update('notes', (notes) => void notes.push({ id: 3, text: 'again' }))
    const older = new Store(kv, options({ schemaVersion: 2 }))
    expect(await older.read('notes')).toHaveLength(1)
    expect((await older.meta()).schemaVersion).toBe(2)
  })

  it('reset restores the seed in one step and keeps serving', async () => {
    let day = 1
    const store = new Store(kv, options({ now: () => new Date(`2026-03-0${day}T00:00:00Z`) }))
    await store.update('counter', (counter) => void (counter.value = 5))
    day = 2
    const meta = await store.reset()
    expect(meta.seededAt).toBe('2026-03-02T00:00:00.000Z')
    expect(await store.read('counter')).toEqual({ value: 0 })
    expect(Object.keys(await store.snapshot()).sort()).toEqual(['counter', 'meta', 'notes'])
  })
})
