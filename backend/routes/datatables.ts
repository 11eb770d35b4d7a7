import { Hono } from 'hono'
import { DATATABLE_DEFAULT_PER_PAGE, datatableQuerySchema, type Employee } from '../../contract/datatables'
import { requireAbility, requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'
import { paginate, searchItems, sortItems } from '../lib/list'
import { validQuery } from '../lib/validate'

const SEARCHED_FIELDS = [
  'full_name',
  'post',
  'email',
  'age',
  'salary',
  'start_date',
] as const satisfies (keyof Employee)[]

export const datatablesRoutes = new Hono<AppEnv>()
  .get('/api/datatables/initial-data', requireAuth, requireAbility('read', 'Datatable'), async (c) =>
    c.json(await c.var.deps.store.read('employees')),
  )
  .get(
    '/api/datatables/data',
    requireAuth,
    requireAbility('read', 'Datatable'),
    validQuery(datatableQuerySchema),
    async (c) => {
      const query = c.req.valid('query')
      const allData = await c.var.deps.store.read('employees')
      const found = searchItems(allData, query.q, SEARCHED_FIELDS)
      // without sortColumn the rows keep the store's order (by id); `sort` alone changes nothing
      const sorted = query.sortColumn ? sortItems(found, query.sortColumn, query.sort) : found
      const { items, total } = paginate(sorted, query, DATATABLE_DEFAULT_PER_PAGE)
      return c.json({ allData, invoices: items, total })
    },
  )
