import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { SqlClient } from './client'
import { migrate } from './migrate'

/** Where the embedded database lives without `DATA_DIR`: `.data/` in the checkout (git ignores it). */
export const DEFAULT_DATA_DIR = '.data'

/**
 * The Node server's database: the PostgreSQL server named by `DATABASE_URL`, else the embedded one kept in
 * `DATA_DIR`. The drivers are imported here only, so neither reaches the service worker's bundle.
 */
export async function openDatabase(env: Record<string, string | undefined>): Promise<SqlClient> {
  const url = env.DATABASE_URL
  if (url) {
    const { openPg } = await import('./pg')
    return openPg(url)
  }
  const dir = resolve(env.DATA_DIR || DEFAULT_DATA_DIR)
  mkdirSync(dir, { recursive: true })
  const { openPglite } = await import('./pglite')
  return openPglite(dir)
}

/** The database, opened and migrated; fails with the reason when it cannot be read (the server then stops). */
export async function openMigratedDatabase(env: Record<string, string | undefined>): Promise<SqlClient> {
  const db = await openDatabase(env)
  try {
    await migrate(db)
    return db
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}
