import { buildStoreSeed, type Collections, SEED_VERSION } from '../seed'
import type { Kv } from './kv'
import { migrations, SCHEMA_VERSION } from './migrations'
import { Store, type StoreOptions } from './store'

export type AppStore = Store<Collections>

/** The store the app runs on: Tessera's seed and migrations over the given storage. */
export const createAppStore = (kv: Kv, options: Partial<StoreOptions<Collections>> = {}): AppStore =>
  new Store(kv, {
    seed: buildStoreSeed,
    seedVersion: SEED_VERSION,
    schemaVersion: SCHEMA_VERSION,
    migrations,
    ...options,
  })

export { Store } from './store'
export type { Kv } from './kv'
