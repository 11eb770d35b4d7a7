import { queryOptions, useQuery } from '@tanstack/react-query'
import { pricingCalls } from '@contract/pricing.calls'
import { apiFetch } from '@/lib/http/client'

export const PRICING_KEY = ['pricing'] as const

export const pricingQueryOptions = () =>
  queryOptions({ queryKey: PRICING_KEY, queryFn: ({ signal }) => apiFetch(pricingCalls.data, { signal }) })

export const usePricing = () => useQuery(pricingQueryOptions())
