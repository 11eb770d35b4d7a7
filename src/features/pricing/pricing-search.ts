import { BILLING_PERIODS } from '@contract/pricing.values'
import { enumParam, type UrlState } from '@/lib/url-state'

export const pricingFields = { billing: enumParam(BILLING_PERIODS, 'monthly') }
export type PricingSearch = UrlState<typeof pricingFields>
