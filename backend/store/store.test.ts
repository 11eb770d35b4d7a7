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

  // A list's own array is not frozen (V8 makes a big frozen array slow to walk: docs/backend.md, "Cache").
  it('hands out frozen records: mutating a read record throws and changes nothing', async () => {
    const store = new Store(kv, options())
    const notes = await store.read('notes')
    expect(() => (notes[0].text = 'changed')).toThrow(TypeError)
    expect(await store.read('notes')).toHaveLength(1)
    expect(await new Store(kv, options()).read('notes')).toEqual(notes)
  })

  it('changes records by id: adds first and last with new ids, puts a changed copy back; a throw writes nothing', async () => {
    const store = new Store(kv, options())
    const added = await store.updateRecords('notes', async (notes, newId) => {
      const first = { id: await newId('notes'), text: `before ${notes.size}` }
      notes.prepend(first)
      notes.append({ id: await newId('notes'), text: 'last' })
      expect(notes.get(first.id)).toBe(first)
      notes.put({ ...notes.get(1)!, text: 'changed' })
      expect(notes.all().map((note) => note.text)).toEqual(['before 1', 'changed', 'last'])
      return first
    })
    expect(added).toEqual({ id: 2, text: 'before 1' })
    expect(Object.isFrozen(added)).toBe(true)
    expect((await store.read('notes')).map((note) => note.text)).toEqual(['before 1', 'changed', 'last'])
    await expect(
      store.updateRecords('notes', (notes) => {
        notes.put({ id: 1, text: 'half done' })
        throw new Error('Refused')
      }),
    ).rejects.toThrow('Refused')
    // no record with that id: the change fails as a programming error, and writes nothing
    await expect(
      store.updateRecords('notes', (notes) => notes.put({ id: 99, text: 'nobody' })),
    ).rejects.toThrow('No record with the id 99')
    const fresh = await new Store(kv, options()).read('notes')
    expect(fresh.map((note) => note.text)).toEqual(['before 1', 'changed', 'last'])
    expect(await store.read('notes')).toEqual(fresh)
    // ids stay above every id given, also after changes by id
    expect(await store.update('notes', (_notes, newId) => newId('notes'))).toBe(4)
  })

  it('keeps the list right through writes by id and whole-list updates mixed at random', async () => {
    const store = new Store(kv, options())
    await store.update('notes', (notes) => {
      for (let id = 2; id <= 30; id++) notes.push({ id, text: `note ${id}` })
    })
    let model = (await store.read('notes')).map((note) => ({ ...note }))
    const reads: { cached: unknown; stored: unknown; expected: unknown }[] = []
    let state = 11
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    for (let step = 0; step < 150; step++) {
      const at = Math.floor(random() * model.length)
      switch (Math.floor(random() * 6)) {
        case 0: {
          const id = await store.updateRecords('notes', async (notes, newId) => {
            const note = { id: await newId('notes'), text: `first ${step}` }
            notes.prepend(note)
            return note.id
          })
          model = [{ id, text: `first ${step}` }, ...model]
          break
        }
        case 1: {
          const id = await store.updateRecords('notes', async (notes, newId) => {
            const note = { id: await newId('notes'), text: `last ${step}` }
            notes.append(note)
            return note.id
          })
          model = [...model, { id, text: `last ${step}` }]
          break
        }
        case 2: {
          // one record anywhere, and the first and the last (often ones just added by id)
          const positions = [...new Set([at, 0, model.length - 1])]
          await store.updateRecords('notes', (notes) => {
            for (const i of positions) notes.put({ ...notes.get(model[i].id)!, text: `put ${step}` })
          })
          for (const i of positions) model[i] = { ...model[i], text: `put ${step}` }
          break
        }
        case 3: // a whole-list update: one record removed
          await store.update('notes', (notes) => void notes.splice(at, 1))
          model.splice(at, 1)
          break
        case 4: // a whole-list update: two records swapped
          await store.update('notes', (notes) => {
            const [a, b] = [notes[0], notes[at]]
            notes[0] = b
            notes[at] = a
          })
          ;[model[0], model[at]] = [model[at], model[0]]
          break
        default: // a read between writes, and one by another store (a new worker), checked below
          reads.push({
            cached: await store.read('notes'),
            stored: await new Store(kv, options()).read('notes'),
            expected: [...model],
          })
      }
    }
    expect(reads.length).toBeGreaterThan(10)
    expect(reads.map(({ cached }) => cached)).toEqual(reads.map(({ expected }) => expected))
    expect(reads.map(({ stored }) => stored)).toEqual(reads.map(({ expected }) => expected))
    expect(await store.read('notes')).toEqual(model)
    expect(await new Store(kv, options()).read('notes')).toEqual(model)
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

  it('never gives an id twice: not after removing the newest, not after a reset or a migration', async () => {
    const store = new Store(kv, options())
    const add = (text: string) =>
      store.update('notes', async (notes, newId) => {
        const note = { id: await newId('notes'), text }
        notes.push(note)
        return note.id
      })
    expect(await add('a')).toBe(2)
    expect(await add('b')).toBe(3)
    await store.update('notes', (notes) => void notes.pop())
    expect(await add('c')).toBe(4)
    await store.reset()
    expect(await add('d')).toBe(5)
    // a throwing update gives nothing away
    await expect(
      store.update('notes', async (notes, newId) => {
        notes.push({ id: await newId('notes'), text: 'never stored' })
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    const migrated = new Store(kv, options({ schemaVersion: 2, migrations: { 1: (data) => data } }))
    expect(
      await migrated.update('notes', async (notes, newId) => {
        const note = { id: await newId('notes'), text: 'e' }
        notes.push(note)
        return note.id
      }),
    ).toBe(6)
  })

  it('updates several collections together', async () => {
    const store = new Store(kv, options())
    await Promise.all(
      Array.from({ length: 10 }, (_unused, i) =>
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

describe.each([
  ['IndexedDB', freshIdb],
  ['memory', createMemoryKv],
] as const)('the cache and the record-by-record layout over %s', (_, createKv) => {
  /** Counts what the store writes: entries per `set`, and the bytes of their JSON. */
  function countingKv(kv: Kv) {
    const writes: Record<string, unknown>[] = []
    const counted: Kv = {
      ...kv,
      set: (entries) => {
        writes.push(entries)
        return kv.set(entries)
      },
    }
    return { kv: counted, writes }
  }
  const many = (count: number) => (notes: Tiny['notes']) => {
    for (let id = 2; id <= count; id++) notes.push({ id, text: `note ${id}` })
  }

  it('a second store over the same storage (another worker) sees the first one’s writes', async () => {
    const kv = createKv()
    const first = new Store(kv, options())
    const second = new Store(kv, options())
    expect(await first.read('notes')).toHaveLength(1)
    expect(await second.read('notes')).toHaveLength(1)
    await second.update('notes', (notes) => void notes.push({ id: 2, text: 'from the other worker' }))
    expect((await first.read('notes')).map((note) => note.text)).toContain('from the other worker')
    await first.update('counter', (counter) => void (counter.value = 7))
    expect(await second.read('counter')).toEqual({ value: 7 })
  })

  it('a throwing change leaves the stored data and the cached copy as they were', async () => {
    const kv = createKv()
    const store = new Store(kv, options())
    await store.update('notes', many(3))
    const before = await store.snapshot()
    const cached = await store.read('notes')
    await expect(
      store.update('notes', (notes) => {
        notes[0].text = 'half done'
        notes.splice(1, 1)
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(await store.read('notes')).toBe(cached)
    expect(cached[0].text).toContain('seeded')
    expect(await store.snapshot()).toEqual(before)
    expect(await new Store(kv, options()).read('notes')).toEqual(cached)
  })

  it('writes only the changed record and the index when one record of 10,000 changes', async () => {
    const { kv, writes } = countingKv(createKv())
    const store = new Store(kv, options())
    await store.update('notes', many(10_000))
    const unchanged = (await store.read('notes'))[1]
    writes.length = 0
    await store.update('notes', (notes) => void (notes.find((note) => note.id === 5000)!.text = 'changed'))
    expect(writes).toHaveLength(1)
    const keys = Object.keys(writes[0]).sort()
    // the changed record in its own slot (updated in place, nothing deleted), the index, the revision
    expect(keys).toEqual(['notes', 'notes/4999', 'revision'])
    expect(writes[0]['notes/4999']).toEqual({ id: 5000, text: 'changed' })
    // the index names runs of slots, a few numbers here; a whole-list write would be some 200 KB, a list of
    // every slot some 60 KB
    expect(JSON.stringify(writes[0]).length).toBeLessThan(300)
    // unchanged records are shared, not copied
    expect((await store.read('notes'))[1]).toBe(unchanged)
    // an add and a delete write one record each, too
    writes.length = 0
    await store.update('notes', (notes) => void notes.unshift({ id: 10_001, text: 'first' }))
    await store.update('notes', (notes) => void notes.splice(9000, 1))
    expect(writes.map((entries) => Object.keys(entries).filter((key) => key.startsWith('notes/')))).toEqual([
      [expect.any(String)],
      [expect.any(String)],
    ])
    // adds at either end, a delete: the index stays a handful of runs however long the list
    for (const entries of writes) expect(JSON.stringify(entries.notes).length).toBeLessThan(100)
    const fresh = await new Store(kv, options()).read('notes')
    expect(fresh).toHaveLength(10_000)
    expect(fresh[0]).toEqual({ id: 10_001, text: 'first' })
    expect(fresh.find((note) => note.id === 5000)?.text).toBe('changed')
    expect(fresh).toEqual(await store.read('notes'))
  }, 30_000)

  it('writes one record and the index for each write by id, and reads the list back in its order', async () => {
    const { kv, writes } = countingKv(createKv())
    const store = new Store(kv, options())
    await store.update('notes', many(1_000))
    writes.length = 0
    const prepend = (text: string) =>
      store.updateRecords('notes', async (notes, newId) => notes.prepend({ id: await newId('notes'), text }))
    for (const text of ['c', 'b', 'a']) await prepend(text)
    // between the prepends, a change in the middle (a whole-list update) and one at the end (by id)
    await store.update('notes', (notes) => void (notes[500].text = 'middle'))
    await prepend('first')
    await store.updateRecords('notes', (notes) => notes.put({ ...notes.get(1_000)!, text: 'last' }))
    await prepend('newest')
    const recordsWritten = writes.map((entries) =>
      Object.keys(entries).filter((key) => key.startsWith('notes/')),
    )
    // the changes are updates in place: one record each, no deletion
    expect(recordsWritten.map((keys) => keys.length)).toEqual([1, 1, 1, 1, 1, 1, 1])
    const fresh = await new Store(kv, options()).read('notes')
    expect(fresh.slice(0, 5).map((note) => note.text)).toEqual(['newest', 'first', 'a', 'b', 'c'])
    expect(fresh[502].text).toBe('middle')
    expect(fresh.at(-1)?.text).toBe('last')
    expect(fresh).toHaveLength(1_005)
    expect(fresh).toEqual(await store.read('notes'))
    // a copy put back unchanged writes nothing, as an update's draft assigned the same values
    const written = writes.length
    await store.updateRecords('notes', (notes) => notes.put({ ...notes.get(1_000)! }))
    expect(writes).toHaveLength(written)
  })

  it('reads an index that lists every slot, as stores written before runs have, and writes runs after', async () => {
    const kv = createKv()
    await new Store(kv, options()).reset()
    await kv.set({
      notes: { '~records': [2, 0, 1] },
      'notes/0': { id: 10, text: 'b' },
      'notes/1': { id: 11, text: 'c' },
      'notes/2': { id: 12, text: 'a' },
      revision: 'older',
    })
    const store = new Store(kv, options())
    expect((await store.read('notes')).map((note) => note.text)).toEqual(['a', 'b', 'c'])
    await store.update('notes', (notes) => void notes.push({ id: 13, text: 'd' }))
    expect(await kv.get('notes')).toEqual({ '~runs': [2, 1, 0, 2, 3, 1] })
    expect((await new Store(kv, options()).read('notes')).map((note) => note.text)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })

  it('heals one damaged record of a list stored record by record, and writes only the repair', async () => {
    const kv = createKv()
    const checked = options({
      checks: {
        notes: { shape: 'list', isRecord: (r) => typeof (r as { text?: unknown } | null)?.text === 'string' },
      },
    })
    await new Store(kv, checked).update('notes', many(5))
    const stored = await kv.getAll()
    const damagedKey = Object.keys(stored).find((key) => (stored[key] as { id?: number })?.id === 3)!
    await kv.set({ [damagedKey]: { id: 3, text: 42 } })
    const { kv: counted, writes } = countingKv(kv)
    const restarted = new Store(counted, checked)
    expect((await restarted.read('notes')).map((note) => note.id)).toEqual([1, 2, 4, 5])
    expect(await restarted.takeRestored()).toEqual({ restored: [], pruned: ['notes'] })
    expect(writes[0][damagedKey]).toBeUndefined()
    expect(Object.keys(writes[0]).filter((key) => key.startsWith('notes/'))).toEqual([damagedKey])
    expect(Object.keys(await kv.getAll())).not.toContain(damagedKey)
  })

  it('a damaged index comes back from the seed and leaves no records behind', async () => {
    const kv = createKv()
    const checked = options({ checks: { notes: { shape: 'list', isRecord: () => true } } })
    await new Store(kv, checked).update('notes', many(5))
    await kv.set({ notes: { '~records': 'garbage' } })
    const restarted = new Store(kv, checked)
    expect(await restarted.read('notes')).toEqual([{ id: 1, text: 'seeded 2026-03-01T00:00:00.000Z' }])
    expect(Object.keys(await kv.getAll()).filter((key) => key.startsWith('notes/'))).toHaveLength(1)
  })
})
