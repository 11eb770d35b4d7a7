import { DATATABLE_DEFAULT_PER_PAGE, datatablesApi, type Employee } from '../../contract/datatables'
import { requireAbility, requireAuth } from '../lib/auth'
import { paginate, searchItems, sortItems } from '../lib/list'
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
    const allData = await c.var.deps.store.read('employees')
    const found = searchItems(allData, query.q, SEARCHED_FIELDS)
    // without sortColumn the rows keep the store's order (by id); `sort` alone changes nothing
    const sorted = query.sortColumn ? sortItems(found, query.sortColumn, query.sort) : found
    const { items, total } = paginate(sorted, query, DATATABLE_DEFAULT_PER_PAGE)
    return c.json({ allData, invoices: items, total })
  })
