import type { SqlQuery } from './client'

export interface QuarantineSummary {
  /** Rows set aside, by collection (storage key). */
  collections: Record<string, number>
  total: number
}

/** How many rows were set aside, by collection: what the health call reports. */
export async function quarantineSummary(db: SqlQuery): Promise<QuarantineSummary> {
  const rows = await db.query<{ collection: string; count: string | number }>(
    'select collection, count(*) as count from quarantine group by collection order by collection',
  )
  const collections = Object.fromEntries(rows.map((row) => [row.collection, Number(row.count)]))
  return { collections, total: Object.values(collections).reduce((sum, n) => sum + n, 0) }
}
