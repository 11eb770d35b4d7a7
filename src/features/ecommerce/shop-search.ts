import {
  PRODUCT_BRANDS,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  MAX_RATING,
  PRODUCTS_PER_PAGE,
} from '@contract/ecommerce.values'
import type { ecommerceCalls } from '@contract/ecommerce.calls'
import type { QueryOf } from '@contract/endpoint'
import { enumParam, intParam, listParam, textParam, type UrlParam, type UrlState } from '@/lib/url-state'

/** A yes/no switch in the URL: present as `true`, absent when off. */
const flagParam: UrlParam<boolean> = {
  default: false,
  read: (raw) =>
    raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined,
}

export const SHOP_VIEWS = ['grid', 'list'] as const
export type ShopView = (typeof SHOP_VIEWS)[number]

/**
 * Everything the shop shows is in the URL (filters, sort, view, page), so a view can be shared, survives reload,
 * and Back steps through it. A value the app does not know is dropped rather than failing the page.
 */
export const shopFields = {
  q: textParam(),
  sortBy: enumParam(PRODUCT_SORTS, 'featured'),
  category: enumParam(PRODUCT_CATEGORIES),
  brand: listParam(enumParam(PRODUCT_BRANDS)),
  minPrice: intParam({ min: 0, max: 100_000 }),
  maxPrice: intParam({ min: 0, max: 100_000 }),
  minRating: intParam({ min: 1, max: MAX_RATING }),
  freeShipping: flagParam,
  view: enumParam(SHOP_VIEWS, 'grid'),
  page: intParam({ default: 1, min: 1 }),
}
export type ShopSearch = UrlState<typeof shopFields>

/** The filters, without view and page: what "Clear all" resets. */
export const NO_FILTERS: Partial<ShopSearch> = {
  q: '',
  category: undefined,
  brand: [],
  minPrice: undefined,
  maxPrice: undefined,
  minRating: undefined,
  freeShipping: false,
  page: 1,
}

export const hasFilters = (search: ShopSearch) =>
  Boolean(
    search.q.trim() ||
    search.category ||
    search.brand.length ||
    search.minPrice !== undefined ||
    search.maxPrice !== undefined ||
    search.minRating ||
    search.freeShipping,
  )

/** The products call's query as the page writes it (list keys as arrays). */
export type ProductsQuery = NonNullable<QueryOf<typeof ecommerceCalls.products>>

/** The query the list asks the API for; the text is trimmed so "a " and "a" share a cache entry. */
export const toProductsQuery = (search: ShopSearch): ProductsQuery => ({
  q: search.q.trim() || undefined,
  sortBy: search.sortBy === 'featured' ? undefined : search.sortBy,
  category: search.category,
  brand: search.brand.length ? search.brand.filter((brand) => brand !== undefined) : undefined,
  minPrice: search.minPrice === undefined ? undefined : String(search.minPrice),
  maxPrice: search.maxPrice === undefined ? undefined : String(search.maxPrice),
  minRating: search.minRating === undefined ? undefined : String(search.minRating),
  freeShipping: search.freeShipping ? 'true' : undefined,
  page: search.page === 1 ? undefined : String(search.page),
  perPage: undefined,
})

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE))
