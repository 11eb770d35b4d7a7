import type { RequestLimit } from '../../lib/request-limit'
import type { SqlClient } from './client'

/**
 * A request limit (backend/lib/request-limit.ts) with its counts in the database, so every instance over it counts
 * the same requests and a restart forgets none. `name` keeps the limits apart in the one table; ended windows are
 * deleted as new requests come.
 */
export function createSqlRequestLimit(
  db: SqlClient,
  now: () => number,
  name: string,
  max: number,
  windowMs: number,
): RequestLimit {
  return {
    take: (key) =>
      db.transaction(async (tx) => {
        const at = now()
        await tx.query('delete from request_counts where until_ms <= $1', [at])
        // counted only while under the limit: a refused request does not lengthen anything
        const [counted] = await tx.query<{ count: number }>(
          `insert into request_counts (key, count, until_ms) values ($1, 1, $2)
           on conflict (key) do update set count = request_counts.count + 1 where request_counts.count < $3
           returning count`,
          [`${name} ${key}`, at + windowMs, max],
        )
        if (counted) return 0
        const [row] = await tx.query<{ until_ms: string }>(
          'select until_ms from request_counts where key = $1',
          [`${name} ${key}`],
        )
        return row ? Math.max(1, Math.ceil((Number(row.until_ms) - at) / 1000)) : 0
      }, undefined),
  }
}
