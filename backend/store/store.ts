import type { StoreMeta } from '../../contract/demo'
import type { Kv } from './kv'

const META_KEY = 'meta'

/** Turns the collections of schema version n into those of n + 1. */
export type Migration = (collections: Record<string, unknown>) => Record<string, unknown>

export interface StoreOptions<C extends object> {
  seed: (now: Date) => C
  seedVersion: number
  schemaVersion: number
  /** `migrations[n]` migrates schema n to n + 1; a missing step means re-seed. */
  migrations?: Partial<Record<number, Migration>>
  now?: () => Date
}

type Name<C> = keyof C & string

/**
 * Collections by name over a key-value store. Nothing is cached in memory: a service worker may be stopped at any
 * time, and a fresh one must never serve a stale copy. Every operation, reads included, runs through one queue, so
 * read-modify-write cycles from several tabs never interleave, and each first checks the seed and schema versions.
 */
export class Store<C extends object> {
  readonly #kv: Kv
  readonly #options: StoreOptions<C>
  #tail: Promise<unknown> = Promise.resolve()

  constructor(kv: Kv, options: StoreOptions<C>) {
    this.#kv = kv
    this.#options = options
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
      await this.#kv.set(drafts)
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

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(async () => {
      await this.#ensureCurrent()
      return task()
    })
    this.#tail = run.catch(() => undefined)
    return run
  }

  async #get<K extends Name<C>>(name: K): Promise<C[K]> {
    const value = await this.#kv.get(name)
    if (value === undefined)
      throw new Error(`Collection "${name}" is not stored: bump SEED_VERSION when adding one`)
    return value as C[K]
  }

  async #ensureCurrent(): Promise<void> {
    const { seedVersion, schemaVersion } = this.#options
    const meta = (await this.#kv.get(META_KEY)) as StoreMeta | undefined
    if (!meta || meta.seedVersion !== seedVersion || meta.schemaVersion > schemaVersion) {
      await this.#seed()
      return
    }
    if (meta.schemaVersion < schemaVersion) await this.#migrate(meta)
  }

  async #migrate(meta: StoreMeta): Promise<void> {
    const { [META_KEY]: _meta, ...stored } = await this.#kv.getAll()
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
      [META_KEY]: { ...meta, schemaVersion: this.#options.schemaVersion },
    })
  }

  async #seed(): Promise<StoreMeta> {
    const now = this.#options.now?.() ?? new Date()
    const meta: StoreMeta = {
      schemaVersion: this.#options.schemaVersion,
      seedVersion: this.#options.seedVersion,
      seededAt: now.toISOString(),
    }
    await this.#kv.replaceAll({ ...this.#options.seed(now), [META_KEY]: meta })
    return meta
  }
}
