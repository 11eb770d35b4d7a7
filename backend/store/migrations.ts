import type { Migration } from './store'

/**
 * Bump when the stored shape changes, and add `migrations[old]` turning the old shape into the new one; without a
 * step the store re-seeds (losing the visitor's changes), which is fine for a demo but worth avoiding.
 */
export const SCHEMA_VERSION = 1

export const migrations: Partial<Record<number, Migration>> = {}
