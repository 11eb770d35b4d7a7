import { intParam, oneOf } from '@/lib/url-state'

export const PAGE_SIZES = [5, 10, 20] as const

/** The paginated list's page and page size live in the address: a page is shareable and Back steps through. */
export const paginatedListFields = {
  page: intParam({ default: 1, min: 1 }),
  perPage: oneOf(PAGE_SIZES, 10),
}
