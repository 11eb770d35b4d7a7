import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { SqlClient, SqlQuery } from './client'

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, kept in `dataDir` (in memory without one, for
 * tests). One process owns the folder; several instances need a server (`DATABASE_URL`). The extensions the
 * migrations create are loaded here: PGlite ships contrib modules but loads only those named (migration 008's
 * `pg_trgm`, the mail search's index).
 */
export async function openPglite(dataDir?: string): Promise<SqlClient> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } })
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): SqlQuery => ({
    query: async <R extends object>(text: string, params?: unknown[]) =>
      (await target.query<R>(text, params)).rows,
    exec: async (text) => void (await target.exec(text)),
  })
  return {
    ...wrap(db),
    transaction: (work, opening) =>
      db.transaction(async (tx) => {
        const opened = opening ? ((await tx.exec(opening)).at(-1)?.rows ?? []) : []
        return work(wrap(tx), opened)
      }),
    close: () => db.close(),
    description: dataDir ? `embedded PostgreSQL in ${dataDir}` : 'embedded PostgreSQL in memory',
  }
}
