import { z } from 'zod'
import { endpoint } from './endpoint'
import { BILLING_PERIODS, PLAN_IDS } from './pricing.values'

/** Pricing (`/pricing/...`): the plans are the same for everyone; the current plan is the caller's. */

export * from './pricing.values'

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  title: z.string(),
  subtitle: z.string(),
  /** Whole US dollars. */
  monthlyPrice: z.number().int().min(0),
  yearlyPlan: z.object({ perMonth: z.number().int().min(0), totalAnnual: z.number().int().min(0) }),
  planBenefits: z.array(z.string()),
  popular: z.boolean(),
})
export type Plan = z.infer<typeof planSchema>

export const currentPlanSchema = z.object({ plan: z.enum(PLAN_IDS), billing: z.enum(BILLING_PERIODS) })
export type CurrentPlan = z.infer<typeof currentPlanSchema>

export const pricingReplySchema = z.object({
  basicPlan: planSchema,
  standardPlan: planSchema,
  enterprisePlan: planSchema,
  qandA: z.array(z.object({ question: z.string(), ans: z.string() })),
  currentPlan: currentPlanSchema,
})
export type PricingReply = z.infer<typeof pricingReplySchema>

export const storedPlansSchema = z.record(z.string(), currentPlanSchema)

export const pricingApi = {
  data: endpoint({
    method: 'GET',
    path: '/pricing/data',
    reply: pricingReplySchema,
    summary: "The three plans, the pricing FAQ and the caller's current plan",
  }),
  changePlan: endpoint({
    method: 'POST',
    path: '/pricing/plan',
    body: currentPlanSchema.strict(),
    reply: currentPlanSchema,
    summary: "Change the caller's plan and billing period",
  }),
}
