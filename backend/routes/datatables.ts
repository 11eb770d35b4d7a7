import {
  DATATABLE_DEFAULT_PER_PAGE,
  datatablesApi,
  type DatatableReply,
  type Employee,
} from '../../contract/datatables'
import { requireAbility, requireAuth } from '../lib/auth'
import { paginate, searchItems, sortedByOnce } from '../lib/list'
import { routeGroup } from '../lib/route'

const SEARCHED_FIELDS = [
  'full_name',
  'post',
  'email',
  'age',
  'salary',
  'start_date',
] as const satisfies (keyof Employee)[]

const read = [requireAuth, requireAbility('read', 'Datatable')]

const utf8 = new TextEncoder()
const replyHeadCache = new WeakMap<readonly Employee[], Uint8Array>()
/**
 * The reply's first bytes, `{"allData":[...],`, encoded once per write: the store's arrays are frozen and replaced
 * by a write (docs/backend.md, "Cache"). Serialising and encoding 10,000 rows on every call took most of a call.
 */
function replyHead(list: readonly Employee[]): Uint8Array {
  let head = replyHeadCache.get(list)
  if (head === undefined)
    replyHeadCache.set(list, (head = utf8.encode(`{"allData":${JSON.stringify(list)},`)))
  return head
}

export const datatablesRoutes = routeGroup()
  .route(datatablesApi.initialData, read, async (c) => c.json(await c.var.deps.store.read('employees')))
  .route(datatablesApi.data, read, async (c) => {
    const query = c.req.valid('query')
    const employees = await c.var.deps.store.read('employees')
    // Sort the whole list once per write (the store's arrays are frozen), then search the sorted copy: the sort
    // is stable, so the order is the one a sort of the matches gives. Without sortColumn the rows keep the
    // store's order (by id); `sort` alone changes nothing.
    const sorted = query.sortColumn ? sortedByOnce(employees, query.sortColumn, query.sort) : employees
    const { items, total } = paginate(
      searchItems(sorted, query.q, SEARCHED_FIELDS),
      query,
      DATATABLE_DEFAULT_PER_PAGE,
    )
    // the spec's reply carries the whole list too (allData), encoded once per write; the page is what the table
    // draws. Spliced as bytes: the same object through c.json would serialise and encode every row on every call
    const page: Omit<DatatableReply, 'allData'> = { invoices: items, total }
    if (query.allData === false) return c.json(page)
    const head = replyHead(employees)
    const tail = utf8.encode(JSON.stringify(page).slice(1))
    const body = new Uint8Array(head.length + tail.length)
    body.set(head)
    body.set(tail, head.length)
    return c.body(body, 200, { 'Content-Type': 'application/json' })
  })
