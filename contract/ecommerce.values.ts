/* The e-commerce calls' plain values, without zod, for pages that only need them (the shop's URL fields, the
 * filter panel, the checkout's price details). `ecommerce.ts` re-exports everything here. */

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** Category slugs; the page shows each under its translated name. */
export const PRODUCT_CATEGORIES = [
  'tiles',
  'lighting',
  'furniture',
  'textiles',
  'kitchen',
  'stationery',
  'audio',
  'garden',
] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** Brand names are proper nouns: shown as they are in every language. */
export const PRODUCT_BRANDS = [
  'Atelier Ciro',
  'Brightwell',
  'Fennick & Co',
  'Lumen Row',
  'Oakhollow',
  'Quill House',
  'Sonora',
  'Verdant',
] as const
export type ProductBrand = (typeof PRODUCT_BRANDS)[number]

/** The colours a product may come in (the theme's colour names). */
export const PRODUCT_COLORS = ['primary', 'success', 'warning', 'danger', 'info'] as const
export type ProductColor = (typeof PRODUCT_COLORS)[number]

export const ADDRESS_TYPES = ['home', 'office'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]

export const PAYMENT_METHODS = ['card', 'cash', 'bank-transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const ORDER_STATUSES = ['placed', 'shipped', 'delivered'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The products list's default page size. */
export const PRODUCTS_PER_PAGE = 9
/** Ratings are whole stars, 1 to 5; the filter asks for "at least n". */
export const MAX_RATING = 5
/** How many related products the detail page shows. */
export const RELATED_PRODUCTS = 6
