import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ecommerceCalls } from '@contract/ecommerce.calls'
import { apiFetch } from '@/lib/http/client'
import { SHOP_KEY } from '@/lib/shop/cart'
import type { ProductsQuery } from '../shop-search'

export const PRODUCTS_KEY = [...SHOP_KEY, 'products'] as const

/** One cache entry per filter set; the previous page stays on screen while the next loads (no full-page spinner). */
export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, query] as const,
    queryFn: ({ signal }) => apiFetch(ecommerceCalls.products, { query, signal }),
    placeholderData: keepPreviousData,
  })

export const useProducts = (query: ProductsQuery) => useQuery(productsQueryOptions(query))
