import { queryOptions, useQuery } from '@tanstack/react-query'
import { profileCalls } from '@contract/profile.calls'
import { apiFetch } from '@/lib/http/client'

export const PROFILE_KEY = ['profile', 'data'] as const

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => apiFetch(profileCalls.data, { signal }) })

export const useProfile = () => useQuery(profileQueryOptions())
