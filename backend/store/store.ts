import { enableArrayMethods, Immer } from 'immer'
import type { RestoredData, StoreMeta } from '../../contract/demo'
import { CachedList, idOf, type Records, slotArray } from './cached-list'
import { DraftLeft, freezeKept, keepList, markKept } from './frozen'
import type { Kv, SetAside } from './kv'
import type { ListQueries, ListSource } from './lists'
import {
  allSlots,
  decodeFrom,
  eachSlot,
  encodeList,
  indexedRuns,
  indexedSize,
  indexedSlots,
  isRecordKey,
  recordKey,
  recordPrefix,
  sizeOfRuns,
  type Slots,
  slotsOf,
} from './layout'

export type { Records } from './cached-list'

// Array methods on drafts (find, filter, indexOf...) read the base records instead of making a proxy per record.
enableArrayMethods()

/**
 * Drafts without Immer's own freezing: it deep-freezes the whole result, a list's array included, and walks
 * every record of a list to do it. The store freezes what it keeps itself (`freezeKept`): the records a write
 * stores, and never a list's own array (docs/backend.md, "Cache"). Without its final walk Immer leaves a draft
 * in place in one case: the same nested draft copied into several new objects (`{ ...draft }` of one record
 * pushed many times). `freezeKept` finds it before anything is stored, and the update runs again with `thorough`.
 */
const fast = new Immer({ autoFreeze: false })
const thorough = new Immer({ autoFreeze: true })

const META_KEY = 'meta'
/**
 * Changes with every write through a store: a store whose cache was filled at another revision drops it
 * (another worker or tab wrote since). See docs/backend.md, "Cache".
 */
export const REVISION_KEY = 'revision'
/** What was repaired and not yet reported to a page; absent when there is nothing to say. */
const NOTICE_KEY = 'restoredNotice'
/** What every operation reads first, in this order (`#ensureCurrent`). */
const BOOKKEEPING = [META_KEY, REVISION_KEY, NOTICE_KEY]
/** Stands for every collection in a notice: the store's own bookkeeping (meta) was damaged. */
export const ALL_COLLECTIONS = 'all'
/**
 * Where the highest id ever given in a collection is kept: `#<storage key>` (`#tasks@7`). Kept through a reset
 * and a migration, so an id is never given twice (docs/backend.md, "Ids").
 */
export const ID_COUNTER_PREFIX = '#'
export const idCounterKey = (key: string) => `${ID_COUNTER_PREFIX}${key}`
const isIdCounterKey = (key: string) => key.startsWith(ID_COUNTER_PREFIX)

/**
 * How a collection is checked when first read: its shape (an array of records, or an object whose values are
 * records) and a test for one record, usually a contract schema's `safeParse(...).success`.
 */
export interface CollectionCheck {
  /** `whole`: `isRecord` judges the whole stored value, which is restored from the seed when it fails. */
  shape: 'list' | 'map' | 'whole'
  isRecord: (record: unknown) => boolean
  /** Why a record fails `isRecord`, kept with it when it is set aside (`Kv.setAside`). */
  problem?: (record: unknown) => string
}

/** Turns the collections of schema version n into those of n + 1. */
export type Migration = (collections: Record<string, unknown>) => Record<string, unknown>

export interface StoreOptions<C extends object, O = never> {
  seed: (now: Date) => C
  seedVersion: number
  schemaVersion: number
  /** `migrations[n]` migrates schema n to n + 1; a missing step means re-seed. */
  migrations?: Partial<Record<number, Migration>>
  /** Checks for the stored collections; see `#heal`. A collection without one is only checked for presence. */
  checks?: Partial<Record<keyof C & string, CollectionCheck>>
  /**
   * Personal collections and how a new owner's copy is made (see `ownedBy`). Only stores returned by `ownedBy`
   * use them; the store itself keeps one copy of every collection.
   */
  personal?: PersonalSeeds<C, O>
  /** Called after a repair is stored, for example to tell open pages to ask what was restored. */
  onRepair?: () => void
  /** Called for each record a repair set aside (the Node server logs it). */
  onSetAside?: (row: SetAside) => void
  /**
   * Records of a list that come back from the seed when damage removes them, found by the seed's record with the
   * same id: the seeded admin, without whom nobody could sign in to set things right.
   */
  protectedIds?: Partial<Record<Name<C>, readonly number[]>>
  /**
   * The data is a product's own (the Node server's database): it is never re-seeded on its own. A new seed version
   * keeps it (collections added since come from the seed, and are reported); data of a newer schema, a schema
   * step without a migration, or damaged bookkeeping refuse to load (the call fails) instead of starting over.
   */
  durable?: boolean
  now?: () => Date
}

/** For each personal collection, an owner's first copy of it. */
export type PersonalSeeds<C, O> = { [K in Name<C>]?: (now: Date, owner: O) => C[K] }

/** An owner's personal collections: the owner itself, and the text that tells its copies apart in storage. */
interface Ownership<O> {
  owner: O
  key: string
}

/**
 * A collection as decoded from storage, its records deep-frozen: a list stored record by record as a
 * `CachedList`, anything else (a list stored whole by an older version included) as its value, with `highest`,
 * once asked for, the highest id when it is a list.
 */
type Cached = CachedList | { value: unknown; highest?: number }

type Name<C> = keyof C & string
/** The collections that are lists of records with ids, which `updateRecords` changes by id. */
type ListName<C> = { [K in Name<C>]: C[K] extends readonly { id: number }[] ? K : never }[Name<C>]
/** The records of list `K`. */
type Item<C, K extends keyof C> = C[K] extends readonly (infer T)[] ? T : never

/** What every view of one storage shares: the queue, the cache, and what was checked or repaired. */
interface SharedState {
  tail: Promise<unknown>
  /** Checked collections by storage key, valid while the stored revision is `revision`. */
  cache: Map<string, Cached>
  revision: unknown
  /**
   * Over a storage with `Kv.changedSince`: a mark such that the cache holds what was stored at `revision` and
   * anything written since has a higher one; undefined when unknown (the next foreign write drops the cache).
   */
  mark: number | undefined
  /** The bookkeeping (`meta`) the mark was taken at: under other bookkeeping the cache is dropped whole. */
  markedAt: string | undefined
  /** Tells this process's revisions apart from any other's. */
  writer: string
  writes: number
  /** Storage keys already checked since the data was last (re-)seeded or migrated, in this process. */
  checked: Set<string>
  /** `seededAt` of the data `checked` refers to; another value means another tab or worker re-seeded. */
  checkedSeededAt: string | undefined
  /** Mirror of the stored notice, loaded on the first operation; undefined until then. */
  notice: RestoredData | undefined
}

/** Where an owner's copy of a personal collection is stored (docs/backend.md, "Ownership"). */
export const ownedKey = (name: string, ownerKey: string) => `${name}@${ownerKey}`

/**
 * Collections by name over a key-value store. Every operation, reads included, runs through one queue, so
 * read-modify-write cycles from several tabs never interleave, and each first checks the seed and schema versions
 * and the stored revision (on the database a read whose cache is current needs only that one statement). Checked
 * collections are cached in memory, decoded, their records deep-frozen (a list's array is not: see `keptLists`):
 * reads hand out the cached value itself (never mutate it), and updates work on copy-on-write drafts (Immer), so a write copies only
 * what it changes and stores only the records it changed (docs/backend.md, "Storage layout" and "Cache"). A
 * cache filled at another revision than the stored one is dropped, so a restarted worker, or one beside another
 * writer, never serves a stale copy.
 *
 * Stored data can be damaged (an old bug, a hand edit in DevTools, a half-written file): each collection is
 * checked against its `CollectionCheck` the first time this instance reads it after the data was (re-)seeded or
 * migrated, and repaired on the spot. The set of checked names is the only thing kept in memory; it costs one
 * check per collection per worker or process lifetime, not one per read. What was repaired is kept (in storage,
 * so a stopped worker does not forget it) until `takeRestored` hands it to a page.
 */
export class Store<C extends object, O = never> {
  readonly #kv: Kv
  readonly #options: StoreOptions<C, O>
  readonly #state: SharedState
  readonly #ownership: Ownership<O> | undefined

  constructor(kv: Kv, options: StoreOptions<C, O>)
  constructor(kv: Kv, options: StoreOptions<C, O>, state: SharedState, ownership: Ownership<O>)
  constructor(kv: Kv, options: StoreOptions<C, O>, state?: SharedState, ownership?: Ownership<O>) {
    this.#kv = kv
    this.#options = options
    this.#state = state ?? {
      tail: Promise.resolve(),
      cache: new Map(),
      revision: undefined,
      mark: undefined,
      markedAt: undefined,
      writer: Math.random().toString(36).slice(2),
      writes: 0,
      checked: new Set(),
      checkedSeededAt: undefined,
      notice: undefined,
    }
    this.#ownership = ownership
  }

  /**
   * The same store, except that the personal collections are `owner`'s own copies: read and written under their
   * own keys, made from `options.personal` on first use. `ownerKey` must never be given to another owner (account
   * ids are never reused). Every view shares one queue, so their writes never interleave either.
   */
  ownedBy(owner: O, ownerKey: string): Store<C, O> {
    return new Store(this.#kv, this.#options, this.#state, { owner, key: ownerKey })
  }

  read<K extends Name<C>>(name: K): Promise<C[K]> {
    return this.#enqueueRead(
      () => {
        const key = this.#key(name)
        return this.#state.checked.has(key) ? this.#state.cache.get(key) : undefined
      },
      () => this.#get(name),
    )
  }

  /**
   * Several collections as they were at one moment, in one operation: over the database one check that the
   * cache is current serves them all (`read` after `read` asks twice).
   */
  readMany<K extends Name<C>>(names: readonly K[]): Promise<Pick<C, K>> {
    return this.#enqueueRead(
      () => {
        const values: Partial<Pick<C, K>> = {}
        for (const name of names) {
          const key = this.#key(name)
          const cached = this.#state.checked.has(key) ? this.#state.cache.get(key) : undefined
          if (!cached) return undefined
          values[name] = cached.value as C[K]
        }
        return { value: values }
      },
      async () => {
        const values: Partial<Pick<C, K>> = {}
        for (const name of names) values[name] = await this.#get(name)
        return values as Pick<C, K>
      },
    )
  }

  /**
   * `change` gets a draft to mutate (copy-on-write: only what it touches is copied); what changed is written
   * back once it returns. Throwing (for example an ApiError for an unknown id) writes nothing. The result is
   * frozen, drafts in it replaced by their final values.
   */
  update<K extends Name<C>, R>(
    name: K,
    change: (draft: C[K], newId: NewId<K>) => R | Promise<R>,
  ): Promise<R> {
    return this.updateMany([name], (drafts, newId) => change(drafts[name], newId))
  }

  /** Like `update` for several collections, written together in one transaction. */
  updateMany<K extends Name<C>, R>(
    names: K[],
    change: (drafts: Pick<C, K>, newId: NewId<K>) => R | Promise<R>,
  ): Promise<R> {
    return this.#enqueue(async () => {
      try {
        return await this.#updateWith(fast, names, change)
      } catch (error) {
        if (!(error instanceof DraftLeft)) throw error
        return this.#updateWith(thorough, names, change)
      }
    })
  }

  async #updateWith<K extends Name<C>, R>(
    immer: Immer,
    names: K[],
    change: (drafts: Pick<C, K>, newId: NewId<K>) => R | Promise<R>,
  ): Promise<R> {
    const base: Record<string, unknown> = {}
    for (const name of names) base[name] = await this.#get(name)
    const { newId, given } = this.#idGiver<K>()
    // The result sits in the draft too, so drafts it holds (a changed record) come out final.
    const root = immer.createDraft<{ drafts: Record<string, unknown>; result: unknown }>({
      drafts: base,
      result: undefined,
    })
    root.result = await change(root.drafts as Pick<C, K>, newId)
    const next = immer.finishDraft(root)
    const changed = names.filter((name) => next.drafts[name] !== base[name])
    // a changed list the result returns stays an unfrozen array (`#write` freezes its new records)
    for (const name of changed) if (Array.isArray(next.drafts[name])) markKept(next.drafts[name] as unknown[])
    // before the write: a draft left in the result must not follow a stored change
    freezeKept(next.result)
    const ids = idsGiven(given)
    if (changed.length || Object.keys(ids).length)
      await this.#write(
        changed.map((name) => [this.#key(name), next.drafts[name]]),
        ids,
      )
    return next.result as R
  }

  /**
   * Changes list `name` record by record, without a draft or a copy of the list: `change` gets its `Records`
   * (found by id; put back a changed copy, add first or last) and `newId`; what it put and added is written when
   * it returns, each record and the index, and the cached list takes them in place. It neither copies nor walks
   * the list, so it costs the same at 100 records and at 100,000 (docs/backend.md, "Cache"); `update`'s draft
   * copies the array and compares it with the old one. Throwing writes nothing. What it returns is frozen.
   */
  updateRecords<K extends ListName<C>, R>(
    name: K,
    change: (records: Records<Item<C, K>>, newId: NewId<K>) => R | Promise<R>,
  ): Promise<R> {
    return this.#enqueue(async () => {
      const key = this.#key(name)
      let cached = await this.#entry(name)
      if (!(cached instanceof CachedList)) {
        if (!Array.isArray(cached?.value)) throw new Error(`${key} is not a list`)
        // a list stored whole by an older version: laid out record by record first
        await this.#write([[key, cached.value]])
        cached = this.#state.cache.get(key) as CachedList
      }
      const { newId, given } = this.#idGiver<K>()
      const edit = (cached as CachedList).edit<Item<C, K>>()
      const result = await change(edit, newId)
      freezeKept(result)
      const encoded = edit.encode(key)
      const ids = idsGiven(given)
      if (encoded || Object.keys(ids).length)
        await this.#commit(encoded?.entries ?? {}, ids, () => {
          if (encoded) this.#state.cache.set(key, encoded.cached())
        })
      return result
    })
  }

  /**
   * `newId` for one update: one more than the highest id given at its counter, kept with the collection and
   * never lowered, and above the highest id of the list as it was before the update (records stored without an
   * id from here: the seed, an import, data from before counters). `given` is what to store with the write.
   */
  #idGiver<K extends Name<C>>(): { newId: NewId<K>; given: Map<string, IdCounter> } {
    const given = new Map<string, IdCounter>()
    const newId: NewId<K> = async (name, { among, floor = 0, part } = {}) => {
      const key = idCounterKey(part === undefined ? this.#key(name) : `${this.#key(name)}.${part}`)
      let counter = given.get(key)
      if (!counter) {
        const stored = await this.#counter(key)
        const highest = among ? highestId(among) : part === undefined ? this.#highestOf(name) : 0
        counter = { stored, last: Math.max(stored, floor, highest) }
        given.set(key, counter)
      }
      return ++counter.last
    }
    return { newId, given }
  }

  /**
   * The highest id in list `name` as it was before this update (0 when it is not a list), found once per cached
   * list and kept up to date by writes, so an add does not walk the list for it.
   */
  #highestOf(name: Name<C>): number {
    const cached = this.#state.cache.get(this.#key(name))
    // `instanceof` first: a cached list's value is made when asked for
    if (cached instanceof CachedList) return (cached.highest ??= highestId(cached.value))
    if (!cached || !Array.isArray(cached.value)) return 0
    return (cached.highest ??= highestId(cached.value))
  }

  /** The highest id given at counter `key` (`idCounterKey`), from the cache or storage; 0 when none yet. */
  async #counter(key: string): Promise<number> {
    const { cache } = this.#state
    let cached = cache.get(key)
    if (!cached) cache.set(key, (cached = { value: await this.#kv.get(key) }))
    const { value } = cached
    return typeof value === 'number' && Number.isFinite(value) ? value : 0
  }

  /**
   * A list call (filtered, sorted, paged): answered by the storage's own query (`Kv.lists`, the database's SQL and
   * indexes) when it has one, else by `js` over the collection as `read` gives it. Both must give the same answer;
   * the shared case tests run both. The collection is still checked (and healed) once per process before SQL
   * reads its rows, as a `read` would. A query that answers undefined cannot give the same answer for this
   * call (a text sort outside what SQL orders as JavaScript does), and `js` answers instead. A read like `read`:
   * when the cache is current and the collection checked, the SQL runs without the transaction and the
   * lock, so list calls never wait for another instance's write. The query is told the collection's size
   * without a count of its rows (`ListSource`): the cached list's length (current: the `peek` or the operation
   * just checked), else its stored index's.
   */
  list<K extends Name<C>, R>(
    name: K,
    sql: (lists: ListQueries, source: ListSource) => Promise<R | undefined>,
    js: (value: C[K]) => R,
  ): Promise<R> {
    const lists = this.#kv.lists
    if (!lists) return this.#enqueue(async () => js(await this.#get(name)))
    const key = this.#key(name)
    const source: ListSource = {
      key,
      size: async () => {
        const cached = this.#state.cache.get(key)
        if (cached instanceof CachedList) return cached.size
        if (cached) return Array.isArray(cached.value) ? cached.value.length : undefined
        return indexedSize(await this.#kv.get(key))
      },
    }
    const locked = async () => {
      // checked (and healed) once per process before SQL reads its rows, as a `read` would
      if (!this.#state.checked.has(key)) await this.#get(name)
      return (await sql(lists, source)) ?? js(await this.#get(name))
    }
    return this.#enqueueRead(
      () => (this.#state.checked.has(key) ? { value: undefined } : undefined),
      locked,
      // the JavaScript answer needs the collection, which is read whole only under the lock
      async () => (await sql(lists, source)) ?? this.#exclusive(locked),
    )
  }

  /** Restores the seed in one transaction. */
  reset(): Promise<StoreMeta> {
    return this.#enqueue(() => this.#seed())
  }

  meta(): Promise<StoreMeta> {
    return this.#enqueue(async () => (await this.#kv.get(META_KEY)) as StoreMeta)
  }

  /**
   * Everything stored by storage key, lists as lists, meta included (not the revision); tests compare it before
   * and after rejected calls.
   */
  snapshot(): Promise<Record<string, unknown>> {
    return this.#enqueue(async () => {
      const all = await this.#kv.getAll()
      const keys = Object.keys(all).filter((key) => !isRecordKey(key) && key !== REVISION_KEY)
      return Object.fromEntries(keys.map((key) => [key, decodeFrom(all, key)]))
    })
  }

  /**
   * Checks every collection not yet checked, then returns what was repaired since the last call and forgets it:
   * each repair is reported once.
   */
  takeRestored(): Promise<RestoredData> {
    return this.#enqueue(async () => {
      for (const name of Object.keys(this.#options.checks ?? {})) await this.#get(name as Name<C>)
      const notice = this.#state.notice ?? emptyNotice()
      if (notice.restored.length || notice.pruned.length) {
        this.#state.notice = emptyNotice()
        await this.#write([], { [NOTICE_KEY]: this.#state.notice })
      }
      return notice
    })
  }

  /**
   * Forgets which collections were checked, so the next reads check them again. For an unexpected error: data
   * damaged after its check (by hand, in DevTools) then heals on the next call instead of failing until restart.
   */
  recheck(): void {
    this.#state.checked.clear()
    this.#state.cache.clear()
    // and reads the bookkeeping again, also over a sole storage
    this.#state.revision = undefined
  }

  /**
   * A read. Over a storage that can `peek` (the database), it first asks for the meta and the revision alone:
   * one statement, outside any transaction and without the lock. When they say the cache is current and the
   * collection is cached and checked, the cached value is the answer. Read committed sees the last committed
   * revision, so a write another instance has under way commits after this read, which comes before it. Else
   * (and always without `peek`) the read runs as every operation does, in the storage's `exclusive`.
   */
  #enqueueRead<T>(
    cached: () => { value: unknown } | undefined,
    task: () => Promise<T>,
    fromCache = (hit: { value: unknown }) => hit.value as T | Promise<T>,
  ): Promise<T> {
    const kv = this.#kv
    if (!kv.peek) return this.#enqueue(task)
    const run = this.#state.tail.then(async () => {
      const current = this.#trusted() || (await this.#isCurrent((keys) => kv.peek!(keys)))
      const hit = current ? cached() : undefined
      if (hit) return fromCache(hit)
      return this.#exclusive(task)
    })
    this.#state.tail = run.catch(() => undefined)
    return run
  }

  /**
   * Whether this store may skip reading its bookkeeping: its storage is `sole` (nothing else writes it) and an
   * operation has read and checked the bookkeeping since the last start, failed write or `recheck`.
   */
  #trusted(): boolean {
    const state = this.#state
    return (
      this.#kv.sole === true &&
      state.revision !== undefined &&
      state.notice !== undefined &&
      state.checkedSeededAt !== undefined
    )
  }

  /** Whether the stored meta and revision are those this process's cache and checks were made at. */
  async #isCurrent(peek: NonNullable<Kv['peek']>): Promise<boolean> {
    const state = this.#state
    if (state.notice === undefined || state.revision === undefined) return false
    const [meta, revision] = await peek([META_KEY, REVISION_KEY])
    const { seedVersion, schemaVersion } = this.#options
    return (
      revision === state.revision &&
      isMeta(meta) &&
      meta.seedVersion === seedVersion &&
      meta.schemaVersion === schemaVersion &&
      meta.seededAt === state.checkedSeededAt
    )
  }

  /**
   * Runs `task` once the cache is current, in the storage's `exclusive` when it has one, which reads the
   * bookkeeping as it begins (on the database in the round trip that takes the lock).
   */
  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const kv = this.#kv
    const body = async (bookkeeping?: unknown[]) => {
      await this.#ensureCurrent(bookkeeping)
      return task()
    }
    // nothing else writes a sole storage: what this store knows is current (`Kv.sole`)
    const trusted = this.#trusted()
    const run = trusted
      ? kv.exclusive
        ? kv.exclusive(task, [])
        : task()
      : kv.exclusive
        ? kv.exclusive(body, BOOKKEEPING)
        : body()
    if (!kv.sole) return run
    // a failed operation may leave the cache ahead of what was committed: the next one reads the bookkeeping
    return run.catch((error: unknown) => {
      this.#state.revision = undefined
      throw error
    })
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#state.tail.then(() => this.#exclusive(task))
    this.#state.tail = run.catch(() => undefined)
    return run
  }

  /** The personal seed of `name` when this view has an owner and `name` is personal, else undefined. */
  #personalSeed(name: Name<C>): ((now: Date) => unknown) | undefined {
    const ownership = this.#ownership
    const seed = ownership && this.#options.personal?.[name]
    return seed ? (now) => seed(now, ownership.owner) : undefined
  }

  /** Where `name` is stored for this view: the owner's copy of a personal collection has a key of its own. */
  #key(name: Name<C>): string {
    return this.#ownership && this.#options.personal?.[name] ? ownedKey(name, this.#ownership.key) : name
  }

  /** The seed's value of `name`, for this view's owner when it is personal. */
  #seedOf(name: Name<C>): unknown {
    const now = this.#now()
    return structuredClone((this.#personalSeed(name) ?? ((at: Date) => this.#options.seed(at)[name]))(now))
  }

  async #get<K extends Name<C>>(name: K): Promise<C[K]> {
    return (await this.#entry(name))?.value as C[K]
  }

  /** What the cache holds for `name`, loaded and checked (and healed) first when it holds nothing yet. */
  async #entry(name: Name<C>): Promise<Cached | undefined> {
    const key = this.#key(name)
    const cached = this.#state.cache.get(key)
    if (cached) return cached
    const stored = await this.#load(key)
    if (this.#state.checked.has(key)) {
      this.#state.cache.set(key, stored)
      return stored
    }
    if (stored.value === undefined && key !== name) await this.#firstCopy(name, key)
    else await this.#heal(name, key, stored)
    this.#state.checked.add(key)
    return this.#state.cache.get(key)
  }

  /** The collection stored at `key`, decoded (a list's records read from their own keys) and frozen. */
  async #load(key: string): Promise<Cached> {
    const stored = await this.#kv.get(key)
    const order = indexedSlots(stored)
    if (!order) {
      freezeKept(stored)
      return { value: stored }
    }
    const byKey = await this.#kv.getPrefixed(recordPrefix(key))
    const records = order.map((slot) => byKey.get(recordKey(key, slot)))
    keepList(records)
    const slots = slotsOf(order)
    const bySlot = slotArray(slots, records.length)
    order.forEach((slot, i) => (bySlot[slot] = records[i]))
    return new CachedList(slots, bySlot, records)
  }

  /**
   * Stores new values of collections (by storage key) and `extra` entries in one transaction, with a new
   * revision, and caches the values. A list writes only its new or changed records and its index
   * (`encodeList`).
   */
  async #write(changes: [key: string, value: unknown][], extra: Record<string, unknown> = {}): Promise<void> {
    const { cache } = this.#state
    const entries: Record<string, unknown> = {}
    const fresh: [string, () => Cached][] = []
    for (const [key, value] of changes) {
      const previous = cache.get(key)
      const byRecord = previous instanceof CachedList ? previous : undefined
      // Records of an earlier version this cache cannot name (damage, first copy): deleted unless written again.
      const orphans = byRecord ? [] : await this.#recordKeysOf(key)
      for (const orphan of orphans) entries[orphan] = undefined
      if (!Array.isArray(value)) {
        freezeKept(value)
        if (byRecord) allSlots(byRecord.slots).forEach((slot) => (entries[recordKey(key, slot)] = undefined))
        entries[key] = value
        fresh.push([key, () => ({ value })])
        continue
      }
      const encoded = encodeList(key, value, byRecord && { slots: byRecord.slots, before: byRecord.value })
      // Only the records written are new or changed: the rest are the cached list's own, frozen already.
      let highest = byRecord?.highest
      for (const [, record] of encoded.written) {
        if (record === undefined) continue
        freezeKept(record)
        const id = idOf(record)
        if (highest !== undefined && id !== undefined && id > highest) highest = id
      }
      markKept(value)
      Object.assign(entries, encoded.entries)
      fresh.push([
        key,
        () =>
          byRecord
            ? byRecord.rewritten(encoded.slots, encoded.written, value, highest)
            : CachedList.written(encoded.slots, encoded.written, value),
      ])
    }
    await this.#commit(entries, extra, () => {
      for (const [key, cached] of fresh) cache.set(key, cached())
    })
  }

  /**
   * Stores `entries` and `extra` in one transaction with a new revision; once stored, `cacheIt` puts what they
   * hold in the cache (the id counters of `extra` are cached here).
   */
  async #commit(
    entries: Record<string, unknown>,
    extra: Record<string, unknown>,
    cacheIt: () => void,
  ): Promise<void> {
    const { cache } = this.#state
    const revision = `${this.#state.writer}:${++this.#state.writes}`
    try {
      await this.#kv.set({ ...entries, ...extra, [REVISION_KEY]: revision })
    } catch (error) {
      // Unknown what was stored: read everything again next time.
      cache.clear()
      this.#state.revision = undefined
      throw error
    }
    cacheIt()
    for (const [key, value] of Object.entries(extra)) if (isIdCounterKey(key)) cache.set(key, { value })
    this.#state.revision = revision
  }

  async #recordKeysOf(key: string): Promise<string[]> {
    const prefix = recordPrefix(key)
    if (this.#kv.prefixedKeys) return this.#kv.prefixedKeys(prefix)
    return (await this.#kv.keys()).filter((stored) => stored.startsWith(prefix))
  }

  /** An owner's first use of a personal collection: its own copy, made and stored (nothing to report). */
  async #firstCopy(name: Name<C>, key: string): Promise<void> {
    await this.#write([[key, this.#seedOf(name)]])
  }

  /**
   * A missing collection, or one of the wrong shape, comes back from the seed. Records that fail the check are
   * dropped and the rest kept; when none passes, the seed's copy comes back instead. Either way the repair is
   * written at once and noted for the page.
   */
  async #heal(name: Name<C>, key: string, stored: Cached): Promise<void> {
    const check = this.#options.checks?.[name]
    const { value } = stored
    let healed: unknown
    let kind: keyof RestoredData
    const setAside: SetAside[] = []
    // What is written over: the records of a list the repair keeps are not written again.
    this.#state.cache.set(key, stored)
    if (value === undefined || (check && !fitsShape(value, check))) {
      healed = this.#seedOf(name)
      kind = 'restored'
      if (value !== undefined)
        setAside.push({ collection: key, value, reason: check?.problem?.(value) ?? `not a ${check?.shape}` })
    } else {
      if (!check || check.shape === 'whole') return
      const pruned = prune(value as unknown[] | Record<string, unknown>, check, this.#protectedOf(name))
      if (!pruned) return
      const [kept, dropped] = pruned
      for (const record of dropped)
        setAside.push({
          collection: key,
          value: record,
          reason: check.problem?.(record) ?? 'failed its check',
        })
      const emptied = Object.keys(kept).length === 0 && dropped.length > 0
      healed = emptied ? this.#seedOf(name) : kept
      kind = emptied ? 'restored' : 'pruned'
    }
    if (setAside.length && this.#kv.setAside) await this.#kv.setAside(setAside)
    for (const row of setAside) this.#options.onSetAside?.(row)
    const notice = this.#state.notice ?? emptyNotice()
    if (!notice[kind].includes(name)) notice[kind] = [...notice[kind], name]
    this.#state.notice = notice
    try {
      await this.#write([[key, healed]], { [NOTICE_KEY]: notice })
    } finally {
      if (this.#state.cache.get(key) === stored) this.#state.cache.delete(key)
    }
    this.#options.onRepair?.()
  }

  /** The seed's records of `name` that damage must not remove, by id. */
  #protectedOf(name: Name<C>): Map<number, unknown> | undefined {
    const ids = this.#options.protectedIds?.[name]
    if (!ids?.length) return undefined
    const seed = this.#seedOf(name)
    if (!Array.isArray(seed)) return undefined
    return new Map(
      seed.filter((record) => ids.includes(idOf(record) ?? NaN)).map((record) => [idOf(record)!, record]),
    )
  }

  /** `bookkeeping`: the values of `BOOKKEEPING`, when the storage read them as the operation began. */
  async #ensureCurrent(bookkeeping?: unknown[]): Promise<void> {
    const { seedVersion, schemaVersion } = this.#options
    const [meta, revision, notice] =
      bookkeeping ??
      (await this.#kv.getMany(
        this.#state.notice ? [META_KEY, REVISION_KEY] : [META_KEY, REVISION_KEY, NOTICE_KEY],
      ))
    if (revision !== this.#state.revision) {
      await this.#refresh(meta)
      this.#state.revision = revision
    }
    this.#state.notice ??= isNotice(notice) ? notice : emptyNotice()
    if (meta !== undefined && !isMeta(meta)) {
      if (this.#options.durable)
        throw new StoreRefused('The store\'s bookkeeping (its "meta" entry) is damaged.')
      // Not a fresh store but unreadable bookkeeping: everything comes back from the seed, and the page is told.
      await this.#seed({ restored: [ALL_COLLECTIONS], pruned: [] })
      this.#options.onRepair?.()
      return
    }
    if (meta && this.#options.durable) {
      if (meta.schemaVersion > schemaVersion)
        throw new StoreRefused(
          `The data is of schema ${meta.schemaVersion}, newer than this version's ${schemaVersion}: run a newer version.`,
        )
      if (meta.seedVersion !== seedVersion) await this.#newSeedVersion(meta)
    } else if (!meta || meta.seedVersion !== seedVersion || meta.schemaVersion > schemaVersion) {
      await this.#seed()
      return
    }
    if (meta.seededAt !== this.#state.checkedSeededAt) {
      this.#state.checked.clear()
      this.#state.checkedSeededAt = meta.seededAt
    }
    if (meta.schemaVersion < schemaVersion) await this.#migrate(meta)
  }

  /**
   * Another writer wrote since the cache was filled. Without `Kv.changedSince` (memory, IndexedDB) the cache is
   * dropped. Over the database, when the bookkeeping is the one the cache's mark was taken at, one statement
   * answers what changed among the cached keys since the mark: changed or deleted collections are replaced or
   * dropped, a changed list is rebuilt from the records still cached and the changed ones, counters are
   * refreshed; a collection nobody wrote stays as it is. Another seed, schema or `seededAt` (a reset or migration
   * elsewhere) drops everything, as without a mark.
   */
  async #refresh(meta: unknown): Promise<void> {
    const state = this.#state
    const kv = this.#kv
    if (!kv.changedSince) {
      state.cache.clear()
      return
    }
    const at = isMeta(meta) ? `${meta.schemaVersion}:${meta.seedVersion}:${meta.seededAt}` : undefined
    const keep = state.mark !== undefined && at !== undefined && at === state.markedAt && state.cache.size > 0
    if (!keep) state.cache.clear()
    const since = keep ? state.mark! : 0
    // the mark is what matters when nothing is kept; asking for no key reads no row
    const { mark, changed } = await kv.changedSince(keep ? [...state.cache.keys()] : [], since)
    if (keep) refreshCache(state.cache, changed)
    state.mark = mark
    state.markedAt = at
  }

  async #migrate(meta: StoreMeta): Promise<void> {
    const all = await this.#kv.getAll()
    const { [NOTICE_KEY]: notice } = all
    const keys = Object.keys(all).filter(
      (key) =>
        !isRecordKey(key) && !isIdCounterKey(key) && ![META_KEY, NOTICE_KEY, REVISION_KEY].includes(key),
    )
    const counters = Object.fromEntries(Object.entries(all).filter(([key]) => isIdCounterKey(key)))
    let collections: Record<string, unknown> = Object.fromEntries(
      keys.map((key) => [key, decodeFrom(all, key)]),
    )
    for (let version = meta.schemaVersion; version < this.#options.schemaVersion; version++) {
      const step = this.#options.migrations?.[version]
      if (!step && this.#options.durable)
        throw new StoreRefused(`No migration from schema ${version}: add one in backend/store/migrations.ts.`)
      if (!step) {
        await this.#seed()
        return
      }
      collections = step(collections)
    }
    await this.#replaceAll(collections, {
      ...counters,
      ...(notice === undefined ? {} : { [NOTICE_KEY]: notice }),
      [META_KEY]: { ...meta, schemaVersion: this.#options.schemaVersion },
    })
    // Migrated data is checked again as it is read.
    this.#state.checked.clear()
    this.#state.cache.clear()
  }

  /**
   * A durable store's data under a new seed version: kept; the meta says the new version (so this runs once), and
   * the checks run again, bringing back from the seed the collections this data lacks.
   */
  async #newSeedVersion(meta: StoreMeta): Promise<void> {
    const next: StoreMeta = { ...meta, seedVersion: this.#options.seedVersion }
    await this.#write([], { [META_KEY]: next })
    this.#state.checked.clear()
  }

  /** Replaces everything with `collections` (by storage key, laid out as `#write` does) and `extra` entries. */
  async #replaceAll(collections: Record<string, unknown>, extra: Record<string, unknown>): Promise<void> {
    const entries: Record<string, unknown> = {}
    const cache = new Map<string, Cached>()
    for (const [key, value] of Object.entries(collections)) {
      if (Array.isArray(value)) {
        keepList(value)
        const encoded = encodeList(key, value)
        Object.assign(entries, encoded.entries)
        cache.set(key, CachedList.written(encoded.slots, encoded.written, value))
      } else {
        freezeKept(value)
        entries[key] = value
        cache.set(key, { value })
      }
    }
    const revision = `${this.#state.writer}:${++this.#state.writes}`
    this.#state.cache.clear()
    this.#state.revision = undefined
    // every row is written anew: numbers above any mark, so a later refresh would read them all
    this.#state.mark = undefined
    await this.#kv.replaceAll({ ...entries, ...extra, [REVISION_KEY]: revision })
    this.#state.cache = cache
    this.#state.revision = revision
  }

  /** Replaces everything with the seed; `notice` is what the page should hear about it (nothing for a reset). */
  async #seed(notice?: RestoredData): Promise<StoreMeta> {
    const now = this.#now()
    const meta: StoreMeta = {
      schemaVersion: this.#options.schemaVersion,
      seedVersion: this.#options.seedVersion,
      seededAt: now.toISOString(),
    }
    // A copy: the cache freezes what it holds, and a seed may share objects with module constants.
    const seed = structuredClone(this.#options.seed(now))
    // Ids given before the reset stay given: the seed's records come back, new ones get ids above the old.
    const counters = Object.fromEntries(await this.#kv.getPrefixed(ID_COUNTER_PREFIX))
    await this.#replaceAll(seed as Record<string, unknown>, {
      ...counters,
      [META_KEY]: meta,
      ...(notice ? { [NOTICE_KEY]: notice } : {}),
    })
    this.#state.notice = notice ?? emptyNotice()
    // The seed is sound by construction (a test checks it against the checks).
    this.#state.checked = new Set(Object.keys(seed))
    this.#state.checkedSeededAt = meta.seededAt
    return meta
  }

  #now(): Date {
    return this.#options.now?.() ?? new Date()
  }
}

const emptyNotice = (): RestoredData => ({ restored: [], pruned: [] })

/**
 * Applies what `Kv.changedSince` answered to the cache: a changed collection's new value, a changed list rebuilt
 * from the records the cache still holds (by slot) and the changed ones (records whose slot left the index are
 * gone), a counter's value. A list whose index names a slot neither cached nor changed (storage this cache cannot
 * account for) is dropped and read whole on its next use. Records stay frozen, a list's array unfrozen.
 */
function refreshCache(cache: Map<string, Cached>, changed: Map<string, unknown>): void {
  const records = new Map<string, Map<number, unknown>>()
  for (const [key, value] of changed) {
    const at = key.lastIndexOf('/')
    if (at < 0) continue
    const collection = key.slice(0, at)
    let slots = records.get(collection)
    if (!slots) records.set(collection, (slots = new Map()))
    slots.set(Number(key.slice(at + 1)), value)
  }
  for (const [key, cached] of cache) {
    if (!changed.has(key)) continue
    const stored = changed.get(key)
    if (isIdCounterKey(key)) {
      cache.set(key, { value: stored })
      continue
    }
    if (stored === undefined) {
      cache.delete(key)
      continue
    }
    const slots = indexedRuns(stored)
    if (!slots) {
      freezeKept(stored)
      cache.set(key, { value: stored })
      continue
    }
    const list = cached instanceof CachedList && rebuiltList(cached, slots, records.get(key) ?? new Map())
    if (list) cache.set(key, list)
    else cache.delete(key)
  }
}

/**
 * The list stored in `slots` from the records `cached` holds and the `fresh` ones, or undefined when a slot is
 * neither. A cached list holds a record exactly at the slots its index names (`CachedList`), so a slot it holds
 * nothing at is one it cannot account for. Works on the runs, never an array of every slot.
 */
function rebuiltList(cached: CachedList, slots: Slots, fresh: Map<number, unknown>): CachedList | undefined {
  const bySlot = slotArray(slots, sizeOfRuns(slots.runs) ?? 0)
  let reused = 0
  let highest = cached.highest
  const whole = eachSlot(slots.runs, (slot) => {
    let record: unknown
    if (fresh.has(slot)) {
      record = fresh.get(slot)
      freezeKept(record)
      const id = idOf(record)
      if (highest !== undefined && id !== undefined && id > highest) highest = id
    } else {
      record = cached.bySlot[slot]
      if (record === undefined) return false
      reused++
    }
    bySlot[slot] = record
  })
  if (!whole) return undefined
  // a record gone may have held the highest id: found again when next asked for
  return new CachedList(slots, bySlot, undefined, reused === cached.size ? highest : undefined)
}

/** An id counter during an update: what storage held, and the last id given. */
interface IdCounter {
  stored: number
  last: number
}

/** The counters an update raised, as entries to store with its write. */
const idsGiven = (given: Map<string, IdCounter>): Record<string, number> =>
  Object.fromEntries(
    [...given].flatMap(([key, { last, stored }]) => (last > stored ? [[key, last] as const] : [])),
  )

/**
 * A new record's id, inside `update`: one more than the highest ever given in `name` (kept with the collection
 * and never lowered, so a deleted newest id or an id from before a reset is never given again), and above every
 * id in `among` (default: the collection as it was before the update, when it is a list) and `floor`. `part` counts a list inside the
 * collection on its own (one account's notifications in the map of everyone's). Ids given in one update are
 * stored with its write; an update that throws gives none.
 */
export type NewId<K extends string> = (
  name: K,
  options?: { among?: readonly { id: number }[]; floor?: number; part?: string },
) => Promise<number>

/** The highest id of a list, 0 when empty. Through `every`, which reads a draft's plain records (no proxies). */
function highestId(items: readonly unknown[]): number {
  let max = 0
  items.every((item) => {
    const id = idOf(item)
    if (id !== undefined && id > max) max = id
    return true
  })
  return max
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function fitsShape(value: unknown, { shape, isRecord }: CollectionCheck): boolean {
  if (shape === 'whole') return isRecord(value)
  return shape === 'list' ? Array.isArray(value) : isPlainObject(value)
}

/** Thrown by a durable store that will not load its data rather than lose it (see `StoreOptions.durable`). */
export class StoreRefused extends Error {
  override name = 'StoreRefused'
}

/**
 * The records that pass and those that did not, or undefined when every record passes (nothing to write). A
 * failing list record whose id is in `keep` is replaced by that record (the seed's).
 */
function prune(
  value: unknown[] | Record<string, unknown>,
  { isRecord }: CollectionCheck,
  keep?: Map<number, unknown>,
): [kept: unknown[] | Record<string, unknown>, dropped: unknown[]] | undefined {
  if (Array.isArray(value)) {
    const dropped = value.filter((record) => !isRecord(record))
    if (!dropped.length) return undefined
    const kept = value.flatMap((record) => {
      if (isRecord(record)) return [record]
      const replacement = keep?.get(idOf(record) ?? NaN)
      return replacement === undefined ? [] : [replacement]
    })
    return [kept, dropped]
  }
  const entries = Object.entries(value)
  const kept = entries.filter(([, record]) => isRecord(record))
  if (kept.length === entries.length) return undefined
  return [
    Object.fromEntries(kept),
    entries.filter(([, record]) => !isRecord(record)).map(([, record]) => record),
  ]
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

function isNotice(value: unknown): value is RestoredData {
  return isPlainObject(value) && isStringList(value.restored) && isStringList(value.pruned)
}

function isMeta(value: unknown): value is StoreMeta {
  return (
    isPlainObject(value) &&
    Number.isInteger(value.schemaVersion) &&
    Number.isInteger(value.seedVersion) &&
    typeof value.seededAt === 'string'
  )
}
