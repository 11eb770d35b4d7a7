import { createFileRoute } from '@tanstack/react-router'
import { ShopPage } from '@/features/ecommerce/shop-page'
import type { shopFields } from '@/features/ecommerce/shop-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/ecommerce/shop')({
  // typed here, read by the page's chunk (useUrlState), so the fields stay out of the entry chunk (docs/state.md)
  validateSearch: typedSearch<typeof shopFields>(),
  component: ShopPage,
})
