import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { datatablesCalls } from '@contract/datatables.calls'
import type { EmployeeSortColumn } from '@contract/datatables'
import { apiFetch } from '@/lib/http/client'

export interface EmployeePageQuery {
  q?: string
  page: number
  perPage: number
  sortColumn?: EmployeeSortColumn
  sort?: 'asc' | 'desc'
}

/** One page of employees, searched and sorted by the back end, with the total (not every employee). */
export const getEmployeePage = (query: EmployeePageQuery, signal?: AbortSignal) =>
  apiFetch(datatablesCalls.data, { query: { ...query, allData: 'false' }, signal })

export const employeePageQueryOptions = (query: EmployeePageQuery) =>
  queryOptions({
    queryKey: ['datatables', 'page', query] as const,
    queryFn: ({ signal }) => getEmployeePage(query, signal),
    // the current page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  })

export const useEmployeePage = (query: EmployeePageQuery) => useQuery(employeePageQueryOptions(query))
