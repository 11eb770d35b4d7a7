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
    // Only the page: the whole list is `initial-data`'s answer (docs/api.md, "Data tables").
    return c.json({ invoices: items, total } satisfies DatatableReply)
  })
