import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Employee } from '@contract/datatables'
import { apiFetch } from '@/lib/http/client'

/** GET /api/datatables/initial-data: every employee, for the client-side table. */
export const getEmployees = (signal?: AbortSignal) =>
  apiFetch<Employee[]>('/api/datatables/initial-data', { signal })

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: ['datatables', 'employees'] as const,
    queryFn: ({ signal }) => getEmployees(signal),
  })

export const useEmployees = () => useQuery(employeesQueryOptions())
