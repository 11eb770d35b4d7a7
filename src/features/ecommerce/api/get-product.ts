import { queryOptions, useQuery } from '@tanstack/react-query'
import { ecommerceCalls } from '@contract/ecommerce.calls'
import { apiFetch } from '@/lib/http/client'
import { SHOP_KEY } from '@/lib/shop/cart'

export const productBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...SHOP_KEY, 'product', slug] as const,
    queryFn: ({ signal }) => apiFetch(ecommerceCalls.productBySlug, { params: { slug }, signal }),
  })

export const useProductBySlug = (slug: string) => useQuery(productBySlugQueryOptions(slug))
