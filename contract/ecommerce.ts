import { z } from 'zod'
import { endpoint } from './endpoint'
import {
  booleanParam,
  listParam,
  paginationQuerySchema,
  positiveIntParam,
  searchTextParam,
  shortText,
} from './common'
import { isFutureExpiry, passesLuhn } from './ecommerce-pricing'
import {
  ADDRESS_TYPES,
  MAX_RATING,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_BRANDS,
  PRODUCT_CATEGORIES,
  PRODUCT_COLORS,
  PRODUCT_SORTS,
} from './ecommerce.values'

/**
 * The shop's calls (`/apps/ecommerce/...`). The catalogue is the same for everyone; cart, wishlist, saved
 * addresses and orders belong to the signed-in account. Rules the schemas cannot say are in docs/api.md,
 * "E-commerce".
 */

export * from './ecommerce.values'
export * from './ecommerce-pricing'

const oneOf = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.enum(values, { error: `Must be one of: ${values.join(', ')}` })

export const productSortSchema = oneOf(PRODUCT_SORTS)
export const productCategorySchema = oneOf(PRODUCT_CATEGORIES)
export const productBrandSchema = oneOf(PRODUCT_BRANDS)
export const productColorSchema = oneOf(PRODUCT_COLORS)

/** A picture of a product; one with a `color` shows the product in that colour, one without shows it in any. */
export const productImageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  color: productColorSchema.optional(),
})
export type ProductImage = z.infer<typeof productImageSchema>

/** A product of the catalogue. Prices are dollars with cents; rating is whole stars. */
export const productSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  brand: productBrandSchema,
  category: productCategorySchema,
  description: z.string(),
  price: z.number().positive(),
  rating: z.number().int().min(1).max(MAX_RATING),
  stock: z.number().int().min(0),
  hasFreeShipping: z.boolean(),
  colorOptions: z.array(productColorSchema).min(1),
  /** How many offers the cart shows for it (1–4). */
  offers: z.number().int().min(1).max(4),
  /** The product's own discount in the cart's price details (3–20). */
  discountPercentage: z.number().int().min(3).max(20),
  /** The first picture of `images`. */
  image: z.string(),
  images: z.array(productImageSchema).min(1),
})
export type Product = z.infer<typeof productSchema>

/** A product as the signed-in account sees it. */
export const listedProductSchema = productSchema.extend({ isInWishlist: z.boolean(), isInCart: z.boolean() })
export type ListedProduct = z.infer<typeof listedProductSchema>

/** A product in the cart: its quantity and the day it would ship if ordered today. */
export const cartProductSchema = listedProductSchema.extend({
  qty: z.number().int().positive(),
  shippingDate: z.string(),
})
export type CartProduct = z.infer<typeof cartProductSchema>

// ------------------------------------------------------------------------------------------------ products

const nonNegativeAmountParam = z
  .string()
  .max(10, 'Must be an amount such as 25 or 19.99')
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Must be an amount such as 25 or 19.99')
  .transform(Number)

const minRatingParam = z
  .string()
  .max(1, `Must be a whole number from 1 to ${MAX_RATING}`)
  .regex(new RegExp(`^[1-${MAX_RATING}]$`), `Must be a whole number from 1 to ${MAX_RATING}`)
  .transform(Number)

/** `GET /apps/ecommerce/products`: every filter optional, all of them must match. */
export const productsQuerySchema = paginationQuerySchema.extend({
  q: searchTextParam,
  sortBy: productSortSchema.optional(),
  category: productCategorySchema.optional(),
  /** Any of these brands (the key repeats). */
  brand: listParam(productBrandSchema).optional(),
  minPrice: nonNegativeAmountParam.optional(),
  maxPrice: nonNegativeAmountParam.optional(),
  /** At least this many stars. */
  minRating: minRatingParam.optional(),
  /** true: only products that ship free; false or absent: no filter. */
  freeShipping: booleanParam.optional(),
})
export type ProductsQuery = z.input<typeof productsQuerySchema>

const facetSchema = <T extends z.ZodType>(value: T) => z.array(z.object({ value, count: z.number().int() }))

export const productsReplySchema = z.object({
  products: z.array(listedProductSchema),
  total: z.number().int(),
  userWishlist: z.array(z.object({ productId: z.number().int() })),
  userCart: z.array(z.object({ productId: z.number().int(), qty: z.number().int() })),
  /** Counts for the filter panel: each counts the products every other filter keeps. */
  facets: z.object({
    categories: facetSchema(productCategorySchema),
    brands: facetSchema(productBrandSchema),
    /** The cheapest and dearest product of the whole catalogue (the price slider's ends). */
    priceRange: z.object({ min: z.number(), max: z.number() }),
  }),
})
export type ProductsReply = z.infer<typeof productsReplySchema>

export const productReplySchema = z.object({ product: listedProductSchema })
export type ProductReply = z.infer<typeof productReplySchema>

// ------------------------------------------------------------------------------------------------ cart, wishlist

export const productIdSchema = z.number('Must be a product id').int().positive('Must be a product id')

export const addToCartBodySchema = z.object({
  productId: productIdSchema,
  /** 1 unless said; at most the stock. Ignored when the product is already in the cart. */
  qty: z.number().int().positive('Must be at least 1').optional(),
})
export type AddToCartBody = z.input<typeof addToCartBodySchema>

export const updateCartBodySchema = z.object({
  productId: productIdSchema,
  qty: z.number('Must be a quantity').int('Must be a whole number').positive('Must be at least 1'),
})
export type UpdateCartBody = z.input<typeof updateCartBodySchema>

export const addToWishlistBodySchema = z.object({ productId: productIdSchema })

export const cartReplySchema = z.object({ products: z.array(cartProductSchema) })
export type CartReply = z.infer<typeof cartReplySchema>
export const cartItemReplySchema = z.object({ item: cartProductSchema })
export type CartItemReply = z.infer<typeof cartItemReplySchema>
export const wishlistReplySchema = z.object({ products: z.array(listedProductSchema) })
export type WishlistReply = z.infer<typeof wishlistReplySchema>
export const wishlistItemReplySchema = z.object({ item: listedProductSchema })
export type WishlistItemReply = z.infer<typeof wishlistItemReplySchema>

/** What is stored per account: the product and how many. */
export const cartLineSchema = z.object({
  productId: z.number().int().positive(),
  qty: z.number().int().positive(),
})
export type CartLine = z.infer<typeof cartLineSchema>
export const wishlistLineSchema = z.object({ productId: z.number().int().positive() })
export type WishlistLine = z.infer<typeof wishlistLineSchema>

// ------------------------------------------------------------------------------------------------ checkout

export const REQUIRED_MESSAGE = 'Required'
export const MOBILE_MESSAGE = 'Must be a phone number'
export const POSTCODE_MESSAGE = 'Must be a postcode'
const required = (max: number) => shortText(max).trim().min(1, REQUIRED_MESSAGE)

export const addressFieldsSchema = z.object({
  fullName: required(100),
  mobile: shortText(20)
    .trim()
    .regex(/^\+?[\d\s()-]{7,20}$/, MOBILE_MESSAGE)
    .refine((value) => value.replace(/\D/g, '').length >= 7, MOBILE_MESSAGE),
  /** House number and street. */
  street: required(200),
  landmark: shortText(200).trim(),
  city: required(100),
  state: shortText(100).trim(),
  postcode: shortText(10)
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, POSTCODE_MESSAGE),
  type: oneOf(ADDRESS_TYPES),
})
export type AddressFields = z.infer<typeof addressFieldsSchema>

export const savedAddressSchema = addressFieldsSchema.extend({ id: z.number().int().positive() })
export type SavedAddress = z.infer<typeof savedAddressSchema>

export const CARD_NUMBER_MESSAGE = 'Must be a valid card number'
export const EXPIRY_MESSAGE = 'Must be a date to come, as MM/YY'
export const CVC_MESSAGE = 'Must be 3 or 4 digits'

/** Card fields are needed (and checked) only when paying by card; the others take none. */
export const paymentFieldsSchema = z
  .object({
    method: oneOf(PAYMENT_METHODS),
    cardNumber: shortText(30).optional(),
    cardName: shortText(100).optional(),
    expiry: shortText(10).optional(),
    cvc: shortText(10).optional(),
  })
  .superRefine((payment, ctx) => {
    if (payment.method !== 'card') return
    const digits = (payment.cardNumber ?? '').replace(/[\s-]/g, '')
    if (!passesLuhn(digits))
      ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: CARD_NUMBER_MESSAGE })
    if (!payment.cardName?.trim())
      ctx.addIssue({ code: 'custom', path: ['cardName'], message: REQUIRED_MESSAGE })
    if (!isFutureExpiry(payment.expiry ?? '', new Date()))
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: EXPIRY_MESSAGE })
    if (!/^\d{3,4}$/.test(payment.cvc ?? ''))
      ctx.addIssue({ code: 'custom', path: ['cvc'], message: CVC_MESSAGE })
  })
export type PaymentFields = z.input<typeof paymentFieldsSchema>

export const checkoutBodySchema = z.object({
  address: addressFieldsSchema,
  payment: paymentFieldsSchema,
  /** A coupon code; an unknown one is a 400. */
  coupon: shortText(40).trim().optional(),
})
export type CheckoutBody = z.input<typeof checkoutBodySchema>

export const priceDetailsSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  couponDiscount: z.number(),
  tax: z.number(),
  delivery: z.number(),
  total: z.number(),
})

export const orderItemSchema = productSchema
  .pick({ slug: true, name: true, brand: true, image: true, price: true, discountPercentage: true })
  .extend({ productId: z.number().int().positive(), imageAlt: z.string(), qty: z.number().int().positive() })
export type OrderItem = z.infer<typeof orderItemSchema>

export const orderSchema = z.object({
  id: z.number().int().positive(),
  /** What the customer quotes: `TS-` and five or more digits. */
  number: z.string(),
  placedAt: z.string(),
  status: oneOf(ORDER_STATUSES),
  deliveryDate: z.string(),
  items: z.array(orderItemSchema).min(1),
  prices: priceDetailsSchema,
  coupon: z.string().nullable(),
  address: addressFieldsSchema,
  /** The card's last four digits are all that is kept of it. */
  payment: z.object({ method: oneOf(PAYMENT_METHODS), cardLast4: z.string().nullable() }),
})
export type Order = z.infer<typeof orderSchema>

export const orderReplySchema = z.object({ order: orderSchema })
export type OrderReply = z.infer<typeof orderReplySchema>
export const ordersReplySchema = z.object({ orders: z.array(orderSchema) })
export type OrdersReply = z.infer<typeof ordersReplySchema>
export const addressesReplySchema = z.object({ addresses: z.array(savedAddressSchema) })
export type AddressesReply = z.infer<typeof addressesReplySchema>

export const CART_EMPTY_MESSAGE = 'Your cart is empty'
export const UNKNOWN_COUPON_MESSAGE = 'Unknown coupon code'
export const stockMessage = (stock: number) => (stock === 0 ? 'Out of stock' : `Only ${stock} in stock`)

export const ecommerceApi = {
  products: endpoint({
    method: 'GET',
    path: '/apps/ecommerce/products',
    query: productsQuerySchema,
    reply: productsReplySchema,
    summary: 'A page of the catalogue, filtered and sorted, with counts for the filter panel',
  }),
  product: endpoint({
    method: 'GET',
    path: '/apps/ecommerce/products/:id',
    reply: productReplySchema,
    summary: 'One product by id',
  }),
  productBySlug: endpoint({
    method: 'GET',
    path: '/apps/ecommerce/products/by-slug/:slug',
    reply: productReplySchema,
    summary: 'One product by its slug (the detail page’s address)',
  }),
  cart: endpoint({
    method: 'GET',
    path: '/apps/ecommerce/cart',
    reply: cartReplySchema,
    summary: "The account's cart, oldest line first",
  }),
  addToCart: endpoint({
    method: 'POST',
    path: '/apps/ecommerce/cart',
    body: addToCartBodySchema,
    reply: cartItemReplySchema,
    status: 201,
    summary: 'Put a product in the cart (200 with the line as it was when it is there already)',
  }),
  updateCart: endpoint({
    method: 'POST',
    path: '/apps/ecommerce/update-cart',
    body: updateCartBodySchema,
    reply: cartItemReplySchema,
    summary: "Change a cart line's quantity (at most the stock)",
  }),
  removeFromCart: endpoint({
    method: 'DELETE',
    path: '/apps/ecommerce/cart/:productId',
    reply: cartItemReplySchema,
    summary: 'Take a product out of the cart',
  }),
  wishlist: endpoint({
    method: 'GET',
    path: '/apps/ecommerce/wishlist',
    reply: wishlistReplySchema,
    summary: "The account's wishlist, oldest first",
  }),
  addToWishlist: endpoint({
    method: 'POST',
    path: '/apps/ecommerce/wishlist',
    body: addToWishlistBodySchema,
    reply: wishlistItemReplySchema,
    status: 201,
    summary: 'Put a product on the wishlist (200 when it is there already)',
  }),
  removeFromWishlist: endpoint({
    method: 'DELETE',
    path: '/apps/ecommerce/wishlist/:productId',
    reply: wishlistItemReplySchema,
    summary: 'Take a product off the wishlist',
  }),
  addresses: endpoint({
    method: 'GET',
    path: '/apps/ecommerce/addresses',
    reply: addressesReplySchema,
    summary: "The account's saved delivery addresses (each order's address is saved)",
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/apps/ecommerce/checkout',
    body: checkoutBodySchema,
    reply: orderReplySchema,
    status: 201,
    summary: 'Place an order for the cart: totals from the stored cart, the cart emptied, the order returned',
  }),
  orders: endpoint({
    method: 'GET',
    path: '/apps/ecommerce/orders',
    reply: ordersReplySchema,
    summary: "The account's orders, newest first",
  }),
  order: endpoint({
    method: 'GET',
    path: '/apps/ecommerce/orders/:id',
    reply: orderReplySchema,
    summary: 'One of the account’s orders',
  }),
}

/** A path segment that must be a positive integer (`/products/:id`), read the way query numbers are. */
export const positiveIdSegment = positiveIntParam
