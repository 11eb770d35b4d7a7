import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CurrentPlan, PricingReply } from '@contract/pricing'
import { pricingCalls } from '@contract/pricing.calls'
import { apiFetch } from '@/lib/http/client'
import { PRICING_KEY } from './get-pricing'

export function useChangePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['pricing', 'change-plan'],
    mutationFn: (body: CurrentPlan) => apiFetch(pricingCalls.changePlan, { body }),
    onSuccess: (currentPlan) =>
      queryClient.setQueryData<PricingReply>(PRICING_KEY, (old) => old && { ...old, currentPlan }),
  })
}
