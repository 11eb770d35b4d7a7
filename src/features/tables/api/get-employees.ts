import { queryOptions, useQuery } from '@tanstack/react-query'
import { datatablesCalls } from '@contract/datatables.calls'
import { apiFetch } from '@/lib/http/client'

/** Every employee, for the client-side table. */
export const getEmployees = (signal?: AbortSignal) => apiFetch(datatablesCalls.initialData, { signal })

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: ['datatables', 'employees'] as const,
    queryFn: ({ signal }) => getEmployees(signal),
  })

export const useEmployees = () => useQuery(employeesQueryOptions())
