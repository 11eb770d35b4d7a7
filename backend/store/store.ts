import type { RestoredData, StoreMeta } from '../../contract/demo'
import type { Kv } from './kv'

const META_KEY = 'meta'
/** What was repaired and not yet reported to a page; absent when there is nothing to say. */
const NOTICE_KEY = 'restoredNotice'
/** Stands for every collection in a notice: the store's own bookkeeping (meta) was damaged. */
export const ALL_COLLECTIONS = 'all'

/**
 * How a collection is checked when first read: its shape (an array of records, or an object whose values are
 * records) and a test for one record, usually a contract schema's `safeParse(...).success`.
 */
export interface CollectionCheck {
  /** `whole`: `isRecord` judges the whole stored value, which is restored from the seed when it fails. */
  shape: 'list' | 'map' | 'whole'
  isRecord: (record: unknown) => boolean
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
  now?: () => Date
}

type Name<C> = keyof C & string

/** For each personal collection, an owner's first copy of it. */
export type PersonalSeeds<C, O> = { [K in Name<C>]?: (now: Date, owner: O) => C[K] }

/** An owner's personal collections: the owner itself, and the text that tells its copies apart in storage. */
interface Ownership<O> {
  owner: O
  key: string
}

/** What every view of one storage shares: the queue, and what was checked or repaired. */
interface SharedState {
  tail: Promise<unknown>
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
 * Collections by name over a key-value store. Nothing is cached in memory: a service worker may be stopped at any
 * time, and a fresh one must never serve a stale copy. Every operation, reads included, runs through one queue, so
 * read-modify-write cycles from several tabs never interleave, and each first checks the seed and schema versions.
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
    this.#state = state ?? { tail: Promise.resolve(), checked: new Set(), checkedSeededAt: undefined, notice: undefined }
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
    return this.#enqueue(() => this.#get(name))
  }

  /**
   * `change` gets a private copy to mutate; the copy is written back once it returns. Throwing (for example an
   * ApiError for an unknown id) writes nothing.
   */
  update<K extends Name<C>, R>(name: K, change: (draft: C[K]) => R | Promise<R>): Promise<R> {
    return this.updateMany([name], (drafts) => change(drafts[name]))
  }

  /** Like `update` for several collections, written together in one transaction. */
  updateMany<K extends Name<C>, R>(names: K[], change: (drafts: Pick<C, K>) => R | Promise<R>): Promise<R> {
    return this.#enqueue(async () => {
      const drafts = {} as Pick<C, K>
      for (const name of names) drafts[name] = await this.#get(name)
      const result = await change(drafts)
      await this.#kv.set(Object.fromEntries(names.map((name) => [this.#key(name), drafts[name]])))
      return result
    })
  }

  /** Restores the seed in one transaction. */
  reset(): Promise<StoreMeta> {
    return this.#enqueue(() => this.#seed())
  }

  meta(): Promise<StoreMeta> {
    return this.#enqueue(async () => (await this.#kv.get(META_KEY)) as StoreMeta)
  }

  /** Everything stored, meta included; tests compare it before and after rejected calls. */
  snapshot(): Promise<Record<string, unknown>> {
    return this.#enqueue(() => this.#kv.getAll())
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
        await this.#kv.set({ [NOTICE_KEY]: this.#state.notice })
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
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#state.tail.then(async () => {
      await this.#ensureCurrent()
      return task()
    })
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
    return (this.#personalSeed(name) ?? ((at: Date) => this.#options.seed(at)[name]))(now)
  }

  async #get<K extends Name<C>>(name: K): Promise<C[K]> {
    const key = this.#key(name)
    const value = await this.#kv.get(key)
    if (this.#state.checked.has(key)) return value as C[K]
    const healed =
      value === undefined && key !== name ? await this.#firstCopy(name, key) : await this.#heal(name, key, value)
    this.#state.checked.add(key)
    return healed as C[K]
  }

  /** An owner's first use of a personal collection: its own copy, made and stored (nothing to report). */
  async #firstCopy(name: Name<C>, key: string): Promise<unknown> {
    const copy = this.#seedOf(name)
    await this.#kv.set({ [key]: copy })
    return copy
  }

  /**
   * A missing collection, or one of the wrong shape, comes back from the seed. Records that fail the check are
   * dropped and the rest kept; when none passes, the seed's copy comes back instead. Either way the repair is
   * written at once and noted for the page.
   */
  async #heal(name: Name<C>, key: string, value: unknown): Promise<unknown> {
    const check = this.#options.checks?.[name]
    let healed: unknown
    let kind: keyof RestoredData
    if (value === undefined || (check && !fitsShape(value, check))) {
      healed = this.#seedOf(name)
      kind = 'restored'
    } else {
      if (!check || check.shape === 'whole') return value
      const pruned = prune(value as unknown[] | Record<string, unknown>, check)
      if (!pruned) return value
      const [kept, dropped] = pruned
      const emptied = Object.keys(kept).length === 0 && dropped > 0
      healed = emptied ? this.#seedOf(name) : kept
      kind = emptied ? 'restored' : 'pruned'
    }
    const notice = this.#state.notice ?? emptyNotice()
    if (!notice[kind].includes(name)) notice[kind] = [...notice[kind], name]
    this.#state.notice = notice
    await this.#kv.set({ [key]: healed, [NOTICE_KEY]: notice })
    this.#options.onRepair?.()
    return healed
  }

  async #ensureCurrent(): Promise<void> {
    const { seedVersion, schemaVersion } = this.#options
    const [meta, notice] = await Promise.all([
      this.#kv.get(META_KEY),
      this.#state.notice ? this.#state.notice : this.#kv.get(NOTICE_KEY),
    ])
    this.#state.notice = isNotice(notice) ? notice : emptyNotice()
    if (meta !== undefined && !isMeta(meta)) {
      // Not a fresh store but unreadable bookkeeping: everything comes back from the seed, and the page is told.
      await this.#seed({ restored: [ALL_COLLECTIONS], pruned: [] })
      this.#options.onRepair?.()
      return
    }
    if (!meta || meta.seedVersion !== seedVersion || meta.schemaVersion > schemaVersion) {
      await this.#seed()
      return
    }
    if (meta.seededAt !== this.#state.checkedSeededAt) {
      this.#state.checked.clear()
      this.#state.checkedSeededAt = meta.seededAt
    }
    if (meta.schemaVersion < schemaVersion) await this.#migrate(meta)
  }

  async #migrate(meta: StoreMeta): Promise<void> {
    const { [META_KEY]: _meta, [NOTICE_KEY]: notice, ...stored } = await this.#kv.getAll()
    let collections: Record<string, unknown> = stored
    for (let version = meta.schemaVersion; version < this.#options.schemaVersion; version++) {
      const step = this.#options.migrations?.[version]
      if (!step) {
        await this.#seed()
        return
      }
      collections = step(collections)
    }
    await this.#kv.replaceAll({
      ...collections,
      ...(notice === undefined ? {} : { [NOTICE_KEY]: notice }),
      [META_KEY]: { ...meta, schemaVersion: this.#options.schemaVersion },
    })
    // Migrated data is checked again as it is read.
    this.#state.checked.clear()
  }

  /** Replaces everything with the seed; `notice` is what the page should hear about it (nothing for a reset). */
  async #seed(notice?: RestoredData): Promise<StoreMeta> {
    const now = this.#now()
    const meta: StoreMeta = {
      schemaVersion: this.#options.schemaVersion,
      seedVersion: this.#options.seedVersion,
      seededAt: now.toISOString(),
    }
    const seed = this.#options.seed(now)
    await this.#kv.replaceAll({ ...seed, [META_KEY]: meta, ...(notice ? { [NOTICE_KEY]: notice } : {}) })
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function fitsShape(value: unknown, { shape, isRecord }: CollectionCheck): boolean {
  if (shape === 'whole') return isRecord(value)
  return shape === 'list' ? Array.isArray(value) : isPlainObject(value)
}

/** The records that pass and how many did not, or undefined when every record passes (nothing to write). */
function prune(
  value: unknown[] | Record<string, unknown>,
  { isRecord }: CollectionCheck,
): [kept: unknown[] | Record<string, unknown>, dropped: number] | undefined {
  if (Array.isArray(value)) {
    const kept = value.filter((record) => isRecord(record))
    return kept.length === value.length ? undefined : [kept, value.length - kept.length]
  }
  const entries = Object.entries(value)
  const kept = entries.filter(([, record]) => isRecord(record))
  return kept.length === entries.length ? undefined : [Object.fromEntries(kept), entries.length - kept.length]
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
