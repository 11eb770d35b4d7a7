import type { ListQueries } from '../lists'
import type { SqlQuery } from './client'

/**
 * The list calls in SQL over `records` (docs/backend.md, "List calls"); `q` is the connection to run them on.
 * None yet in the starter (see ../lists.ts).
 */
export function sqlListQueries(q: () => SqlQuery): ListQueries {
  // none yet: a list query runs its statements on `q()` (the store operation's transaction, or the client when
  // the store's cache is current: `Store.list`)
  void q
  return {}
}
