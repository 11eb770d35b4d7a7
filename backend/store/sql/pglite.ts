import { PGlite } from '@electric-sql/pglite'
import type { SqlClient, SqlQuery } from './client'

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, kept in `dataDir` (in memory without one, for
 * tests). One process owns the folder; several instances need a server (`DATABASE_URL`).
 */
export async function openPglite(dataDir?: string): Promise<SqlClient> {
  const db = await PGlite.create(dataDir)
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): SqlQuery => ({
    query: async <R extends object>(text: string, params?: unknown[]) =>
      (await target.query<R>(text, params)).rows,
    exec: async (text) => void (await target.exec(text)),
  })
  return {
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    description: dataDir ? `embedded PostgreSQL in ${dataDir}` : 'embedded PostgreSQL in memory',
  }
}
