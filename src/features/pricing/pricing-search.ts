import { BILLING_PERIODS } from '@contract/pricing.values'
import { enumParam } from '@/lib/url-state'

export const pricingFields = { billing: enumParam(BILLING_PERIODS, 'monthly') }
