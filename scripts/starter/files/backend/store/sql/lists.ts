import type { ListQueries } from '../lists'
import type { SqlQuery } from './client'

/**
 * The list calls in SQL over `records` (docs/backend.md, "List calls"); `q` is the connection of the store
 * operation running them. None yet in the starter (see ../lists.ts).
 */
export function sqlListQueries(q: () => SqlQuery): ListQueries {
  // none yet: a list query runs its statements on `q()`, the store operation's transaction
  void q
  return {}
}
