/* Plan ids and billing periods, without zod, for the pricing page. */
export const PLAN_IDS = ['basic', 'standard', 'enterprise'] as const
export type PlanId = (typeof PLAN_IDS)[number]
export const BILLING_PERIODS = ['monthly', 'annual'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]
