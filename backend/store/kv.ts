/**
 * The little a store needs from its storage. Values are JSON-like and always copies. The store keeps big lists
 * one record per key (docs/backend.md, "Storage layout"), so a write names only the keys it changes.
 */
import type { ListQueries } from './lists'

export interface Kv {
  get(key: string): Promise<unknown>
  /** The values of `keys`, in their order (undefined for a missing key), read in one transaction. */
  getMany(keys: string[]): Promise<unknown[]>
  /**
   * Like `getMany`, on its own: outside any transaction `exclusive` runs and without its lock, so it sees what
   * was last committed. The store reads its bookkeeping this way to answer a read from its cache when nothing
   * was written since (docs/backend.md, "Cache"); without it every read runs in `exclusive`.
   */
  peek?(keys: string[]): Promise<unknown[]>
  /** Every entry whose key starts with `prefix` (a list's records), read in one transaction. */
  getPrefixed(prefix: string): Promise<Map<string, unknown>>
  /** Every key; the store looks for records left behind when it rewrites a list it could not read. */
  keys(): Promise<string[]>
  /** Every key and value; only migrations and tests need it. */
  getAll(): Promise<Record<string, unknown>>
  /** Writes every entry in one transaction; an undefined value deletes its key. */
  set(entries: Record<string, unknown>): Promise<void>
  /** Clears everything and writes the entries, in one transaction. */
  replaceAll(entries: Record<string, unknown>): Promise<void>
  /** The keys starting with `prefix` (a list's records); without it the store filters `keys()`. */
  prefixedKeys?(prefix: string): Promise<string[]>
  /**
   * Keeps records that failed their check, with the reason, where someone can look at them (the database's
   * quarantine table); without it they are dropped, as in a visitor's own browser store.
   */
  setAside?(rows: SetAside[]): Promise<void>
  /**
   * Runs one whole store operation alone against the storage, also against other processes sharing it (the
   * database's lock and transaction); the store calls nothing else on this storage meanwhile. Without it the
   * store's own queue is enough: one process owns the storage. The values of the keys `first` (what the store
   * reads before anything else, its bookkeeping) are read as the operation begins and handed to `task`: on the
   * database in the same round trip as the lock.
   */
  exclusive?<T>(task: (first: unknown[]) => Promise<T>, first?: string[]): Promise<T>
  /**
   * Nothing but this store writes the storage while it runs (the Node server's embedded database: one process
   * owns its folder, docs/backend.md "Cache"). The store then trusts its cache and bookkeeping after its first
   * operation, as a process trusts its own memory: no `peek` before a read, no bookkeeping read and no lock
   * around a write. Never for storage another store, worker or instance may write.
   */
  sole?: boolean
  /**
   * What changed since `since`, a mark this method answered before (0 for none), read in one statement within the
   * transaction `exclusive` runs: for each of `keys` (collection keys and id counter keys) whose entry was
   * written or deleted since, its value (undefined when deleted), and for such a key that holds a list's index,
   * `<key>/<slot>` for each of its records written since; each id counter of `keys` always. `mark` is the mark of
   * what the storage holds now. An instance whose cache is stale refreshes only what changed (docs/backend.md,
   * "Cache"); without it the store drops its whole cache whenever another writer wrote.
   */
  changedSince?(keys: string[], since: number): Promise<{ mark: number; changed: Map<string, unknown> }>
  /**
   * List calls the storage answers itself, with indexes (the database); without them the store's callers filter,
   * sort and page the cached collection (`Store.list`).
   */
  lists?: ListQueries
}

/** A stored value that failed its collection's check, set aside instead of lost. */
export interface SetAside {
  collection: string
  value: unknown
  reason: string
}
