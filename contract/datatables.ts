import { z } from 'zod'
import { endpoint } from './endpoint'
import { allDataQuerySchema, paginationQuerySchema, searchTextParam } from './common'
import { EMPLOYEE_SORT_COLUMNS } from './datatables.values'

export * from './datatables.values'

/** Meanings of the five statuses are the page's to label; the back end only keeps the number. */
export const employeeStatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
])
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>

export const employeeSchema = z.object({
  id: z.number().int().positive(),
  avatar: z.string(),
  full_name: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  /** ISO date, YYYY-MM-DD. */
  start_date: z.string(),
  /** Yearly, whole US dollars. */
  salary: z.number(),
  age: z.number().int(),
  experience: z.string(),
  status: employeeStatusSchema,
})
export type Employee = z.infer<typeof employeeSchema>

export const DATATABLE_DEFAULT_PER_PAGE = 10

// every sortable column is a field of the employee
EMPLOYEE_SORT_COLUMNS satisfies readonly (keyof Employee)[]

export const SORT_DIRECTIONS = ['asc', 'desc'] as const

export const datatableQuerySchema = paginationQuerySchema.extend({
  ...allDataQuerySchema.shape,
  q: searchTextParam,
  sortColumn: z.enum(EMPLOYEE_SORT_COLUMNS).optional(),
  sort: z.enum(SORT_DIRECTIONS).optional(),
})
export type DatatableQuery = z.input<typeof datatableQuerySchema>

export const datatableInitialReplySchema = z.array(employeeSchema)

/**
 * One page of the matches, their number, and the whole list as the spec's `allData` (in the store's order), unless
 * the query says `allData=false`.
 */
export const datatableReplySchema = z.object({
  allData: z.array(employeeSchema).optional(),
  invoices: z.array(employeeSchema),
  total: z.number().int(),
})
export type DatatableReply = z.infer<typeof datatableReplySchema>

export const datatablesApi = {
  initialData: endpoint({
    method: 'GET',
    path: '/api/datatables/initial-data',
    reply: datatableInitialReplySchema,
    summary: 'Every employee',
  }),
  data: endpoint({
    method: 'GET',
    path: '/api/datatables/data',
    query: datatableQuerySchema,
    reply: datatableReplySchema,
    summary: 'One page of the employees matching `q`, and the total',
  }),
}
