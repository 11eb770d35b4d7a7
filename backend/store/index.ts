import { buildStoreSeed, type Collections, PERSONAL_SEEDS, SEED_VERSION } from '../seed'
import { type Account, SEEDED_ADMIN_ID } from '../seed/accounts'
import { COLLECTION_CHECKS } from './checks'
import type { Kv } from './kv'
import { migrations, SCHEMA_VERSION } from './migrations'
import { Store, type StoreOptions } from './store'

export type AppStore = Store<Collections, Account>

/** The store the app runs on: Tessera's seed, migrations and collection checks over the given storage. */
export const createAppStore = (kv: Kv, options: Partial<StoreOptions<Collections, Account>> = {}): AppStore =>
  new Store(kv, {
    seed: buildStoreSeed,
    seedVersion: SEED_VERSION,
    schemaVersion: SCHEMA_VERSION,
    migrations,
    checks: COLLECTION_CHECKS,
    personal: PERSONAL_SEEDS,
    protectedIds: { accounts: [SEEDED_ADMIN_ID] },
    ...options,
  })

export { ALL_COLLECTIONS, Store, StoreRefused } from './store'
export type { Kv, SetAside } from './kv'
export type { Records } from './store'
