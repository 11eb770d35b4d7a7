import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CurrentPlan, PricingReply } from '@contract/pricing'
import { pricingCalls } from '@contract/pricing.calls'
import { apiFetch } from '@/lib/http/client'
import { PRICING_KEY } from './get-pricing'

/**
 * The back end also makes the new plan the plan of the caller's own user record (docs/api.md, "The signed-in
 * user's plan"), so the users app's queries (every key starting with 'users') are refreshed too.
 */
const USERS_APP_KEY = ['users'] as const

export function useChangePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['pricing', 'change-plan'],
    mutationFn: (body: CurrentPlan) => apiFetch(pricingCalls.changePlan, { body }),
    onSuccess: (currentPlan) => {
      queryClient.setQueryData<PricingReply>(PRICING_KEY, (old) => old && { ...old, currentPlan })
      return queryClient.invalidateQueries({ queryKey: USERS_APP_KEY })
    },
  })
}
