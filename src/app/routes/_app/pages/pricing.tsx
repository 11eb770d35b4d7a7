import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '@/features/pricing'
import type { pricingFields } from '@/features/pricing/pricing-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/pages/pricing')({
  staticData: { namespaces: ['pricing'] },
  validateSearch: typedSearch<typeof pricingFields>(),
  component: PricingPage,
})
