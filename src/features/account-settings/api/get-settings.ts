import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountCalls } from '@contract/account.calls'
import { apiFetch } from '@/lib/http/client'

/** The signed-in account's settings: one cache entry, every tab reads its part. */
export const SETTINGS_KEY = ['account', 'settings'] as const

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiFetch(accountCalls.settings, { signal }),
  })

export const useSettings = () => useQuery(settingsQueryOptions())
