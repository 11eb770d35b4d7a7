import { pricingApi } from '../../contract/pricing'
import { requireAbility, requireAuth } from '../lib/auth'
import { routeGroup } from '../lib/route'
import { followPricingPlan } from '../lib/user-changes'
import { DEFAULT_PLAN } from '../seed/account'
import { PLANS, PRICING_QUESTIONS } from '../seed/pricing'

/*
 * Pricing: the plans are fixed; the caller's plan lives in `plans`, keyed by String(account.id), and a change also
 * becomes the plan of the caller's own user record (backend/lib/user-changes.ts).
 */

export const pricingRoutes = routeGroup()
  .route(pricingApi.data, [requireAuth, requireAbility('read', 'Page')], async (c) => {
    const plans = await c.var.deps.store.read('plans')
    return c.json({
      ...PLANS,
      qandA: PRICING_QUESTIONS,
      currentPlan: plans[String(c.var.account.id)] ?? DEFAULT_PLAN,
    })
  })
  .route(pricingApi.changePlan, [requireAuth, requireAbility('manage', 'Page')], async (c) => {
    const plan = c.req.valid('json')
    const at = new Date(c.var.deps.now()).toISOString()
    await c.var.deps.store.updateMany(['plans', 'users'], ({ plans, users }) => {
      plans[String(c.var.account.id)] = plan
      followPricingPlan(users, c.var.account.id, plan.plan, at)
    })
    return c.json(plan)
  })
