import type { UserPlan } from './users.values'

/* Plan ids and billing periods, without zod, for the pricing page. */
export const PLAN_IDS = ['basic', 'standard', 'enterprise'] as const
export type PlanId = (typeof PLAN_IDS)[number]
export const BILLING_PERIODS = ['monthly', 'annual'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

/**
 * The users app's plan that each pricing plan is: a plan chosen on the pricing page becomes the signed-in user's
 * `currentPlan` on their user page (docs/api.md, "The signed-in user's plan").
 */
export const USER_PLAN_OF: Record<PlanId, UserPlan> = {
  basic: 'basic',
  standard: 'team',
  enterprise: 'enterprise',
}
