import { z } from 'zod'
import { paginationQuerySchema, searchTextParam } from './common'

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

/** The columns `/api/datatables/data` sorts by (`sortColumn`); `sort` is asc (the default) or desc. */
export const EMPLOYEE_SORT_COLUMNS = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const satisfies readonly (keyof Employee)[]
export type EmployeeSortColumn = (typeof EMPLOYEE_SORT_COLUMNS)[number]

export const SORT_DIRECTIONS = ['asc', 'desc'] as const

export const datatableQuerySchema = paginationQuerySchema.extend({
  q: searchTextParam,
  sortColumn: z.enum(EMPLOYEE_SORT_COLUMNS).optional(),
  sort: z.enum(SORT_DIRECTIONS).optional(),
})
export type DatatableQuery = z.input<typeof datatableQuerySchema>

export const datatableInitialReplySchema = z.array(employeeSchema)

export const datatableReplySchema = z.object({
  allData: z.array(employeeSchema),
  invoices: z.array(employeeSchema),
  total: z.number().int(),
})
export type DatatableReply = z.infer<typeof datatableReplySchema>
