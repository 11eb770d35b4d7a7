/**
 * The e-commerce calls as table rows (see cases.ts). Reads come first and are checked against the catalogue and the
 * demo's cart and wishlist; the writes follow in order, each later row relying on the ones before it (add → update
 * → remove → checkout → orders). The rows sign in as the admin; per-account separation is in
 * backend/routes/ecommerce.test.ts.
 */
import {
  CART_EMPTY_MESSAGE,
  CARD_NUMBER_MESSAGE,
  cartItemReplySchema,
  cartReplySchema,
  ecommerceApi,
  EXPIRY_MESSAGE,
  orderReplySchema,
  ordersReplySchema,
  priceCart,
  productReplySchema,
  productsReplySchema,
  stockMessage,
  UNKNOWN_COUPON_MESSAGE,
  wishlistItemReplySchema,
  wishlistReplySchema,
  type ListedProduct,
  type Product,
} from '../../contract/ecommerce'
import { cardsApi } from '../../contract/cards'
import { CATALOGUE, DEMO_CART, DEMO_WISHLIST, demoOrders } from '../seed/products'
import type { ApiCase, ApiReply, ApiRequest, Expect, Session } from './cases'
import { del, get, post, type RequestQuery } from './requests'
import { SAMPLE_ADDRESS } from './sample-order'

const admin = (request: (token: string) => ApiRequest) => (s: Session) => request(s.admin.accessToken)
const listProducts = (query: RequestQuery = '') => admin((token) => get(ecommerceApi.products, token, query))
const ids = (products: { id: number }[]) => products.map((product) => product.id)
const byId = (id: number) => CATALOGUE.find((product) => product.id === id)!

/** The catalogue in "featured" order: best rated first, ties as listed. */
const FEATURED = CATALOGUE.toSorted((a, b) => b.rating - a.rating)

const expectProducts =
  (expected: Product[], total = expected.length) =>
  ({ body }: ApiReply, expect: Expect) => {
    expect(productsReplySchema.safeParse(body).error).toBe(undefined)
    expect(ids(body.products)).toEqual(ids(expected))
    expect(body.total).toBe(total)
  }

/** The rows of a filter: every product that passes, featured order, first page. */
const filtered = (keep: (product: Product) => boolean) => {
  const all = FEATURED.filter(keep)
  return expectProducts(all.slice(0, 9), all.length)
}

const OUT_OF_STOCK = CATALOGUE.find((product) => product.stock === 0)!
const ADDED = 10
const REMOVED = 6
const NEW_WISH = 1
const UNKNOWN = 999

const ADDRESS = SAMPLE_ADDRESS
const CARD = {
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Ines Moreau',
  expiry: '12/39',
  cvc: '123',
}

/** The cart after the write rows below: demo cart, plus ADDED ×2, minus REMOVED. */
const CART_AT_CHECKOUT = [
  ...DEMO_CART.filter((line) => line.productId !== REMOVED),
  { productId: ADDED, qty: 2 },
]
const EXPECTED_PRICES = priceCart(
  CART_AT_CHECKOUT.map((line) => ({ ...byId(line.productId), qty: line.qty })),
  'TESSERA10',
)
const NEW_ORDER_ID = Math.max(...ids(demoOrders(new Date()))) + 1

const READS: ApiCase[] = [
  {
    name: 'ecommerce products: first page of 9, featured, flags from the demo cart and wishlist',
    request: listProducts(),
    status: 200,
    check: (reply, expect) => {
      expectProducts(FEATURED.slice(0, 9), CATALOGUE.length)(reply, expect)
      const { body } = reply
      expect(body.userCart).toEqual(DEMO_CART)
      expect(body.userWishlist).toEqual(DEMO_WISHLIST)
      for (const product of body.products as ListedProduct[]) {
        expect(product.isInCart).toBe(DEMO_CART.some((line) => line.productId === product.id))
        expect(product.isInWishlist).toBe(DEMO_WISHLIST.some((line) => line.productId === product.id))
      }
      expect(body.facets.priceRange).toEqual({
        min: Math.min(...CATALOGUE.map((p) => p.price)),
        max: Math.max(...CATALOGUE.map((p) => p.price)),
      })
      expect(body.facets.categories.reduce((sum: number, f: { count: number }) => sum + f.count, 0)).toBe(
        CATALOGUE.length,
      )
    },
  },
  {
    name: 'ecommerce products: the last page holds the rest; past the end is empty with the true total',
    request: listProducts('page=4'),
    status: 200,
    check: expectProducts(FEATURED.slice(27, 36), CATALOGUE.length),
  },
  {
    name: 'ecommerce products: a page past the end',
    request: listProducts('page=9'),
    status: 200,
    check: expectProducts([], CATALOGUE.length),
  },
  {
    name: 'ecommerce products sortBy=price-asc, perPage=100',
    request: listProducts('sortBy=price-asc&perPage=100'),
    status: 200,
    check: expectProducts(CATALOGUE.toSorted((a, b) => a.price - b.price)),
  },
  {
    name: 'ecommerce products sortBy=price-desc',
    request: listProducts('sortBy=price-desc'),
    status: 200,
    check: expectProducts(CATALOGUE.toSorted((a, b) => b.price - a.price).slice(0, 9), CATALOGUE.length),
  },
  {
    name: 'ecommerce products q matches names case-insensitively, trimmed',
    request: listProducts('q=%20%20TILE%20'),
    status: 200,
    check: (reply, expect) => {
      filtered((p) => p.name.toLowerCase().includes('tile'))(reply, expect)
      expect(reply.body.total).toBeGreaterThan(1)
    },
  },
  {
    name: 'ecommerce products q does not search descriptions',
    request: listProducts('q=grout'),
    status: 200,
    check: expectProducts([]),
  },
  {
    name: 'ecommerce products category=lighting, with brand counts for that category',
    request: listProducts('category=lighting'),
    status: 200,
    check: (reply, expect) => {
      filtered((p) => p.category === 'lighting')(reply, expect)
      const lumen = reply.body.facets.brands.find((f: { value: string }) => f.value === 'Lumen Row')
      expect(lumen.count).toBe(
        CATALOGUE.filter((p) => p.category === 'lighting' && p.brand === 'Lumen Row').length,
      )
      // the category counts ignore the category filter itself
      const tiles = reply.body.facets.categories.find((f: { value: string }) => f.value === 'tiles')
      expect(tiles.count).toBe(4)
    },
  },
  {
    name: 'ecommerce products brand repeats for any of several brands',
    request: listProducts('brand=Sonora&brand=Verdant'),
    status: 200,
    check: filtered((p) => p.brand === 'Sonora' || p.brand === 'Verdant'),
  },
  {
    name: 'ecommerce products within a price range (ends included)',
    request: listProducts('minPrice=24&maxPrice=48'),
    status: 200,
    check: filtered((p) => p.price >= 24 && p.price <= 48),
  },
  {
    name: 'ecommerce products with at least 4 stars that ship free',
    request: listProducts('minRating=4&freeShipping=true'),
    status: 200,
    check: filtered((p) => p.rating >= 4 && p.hasFreeShipping),
  },
  {
    name: 'ecommerce products freeShipping=false is no filter',
    request: listProducts('freeShipping=false'),
    status: 200,
    check: expectProducts(FEATURED.slice(0, 9), CATALOGUE.length),
  },
  {
    name: 'ecommerce products: every filter at once',
    request: listProducts('q=o&category=kitchen&minPrice=30&minRating=4&sortBy=price-asc'),
    status: 200,
    check: expectProducts(
      CATALOGUE.filter(
        (p) =>
          p.name.toLowerCase().includes('o') && p.category === 'kitchen' && p.price >= 30 && p.rating >= 4,
      ).toSorted((a, b) => a.price - b.price),
    ),
  },
  ...[
    'sortBy=cheapest',
    'category=shoes',
    'brand=Nobody',
    'minPrice=-1',
    'maxPrice=abc',
    'minRating=6',
    'minRating=0',
    'freeShipping=yes',
    'page=0',
    'perPage=2.5',
    'category=tiles&category=audio',
  ].map((query): ApiCase => ({
    name: `ecommerce products rejects ${query}`,
    request: listProducts(query),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual([query.split('=')[0]]),
  })),
  {
    name: 'ecommerce product by id: with flags and colour options',
    request: admin((token) => get(ecommerceApi.product, token, '', { id: 2 })),
    status: 200,
    check: ({ body }, expect) => {
      expect(productReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.product).toEqual({ ...byId(2), isInCart: true, isInWishlist: false })
      expect(body.product.colorOptions.length).toBeGreaterThan(0)
    },
  },
  {
    name: 'ecommerce product by an unknown id is 404',
    request: admin((token) => get(ecommerceApi.product, token, '', { id: UNKNOWN })),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Product not found' }),
  },
  ...['abc', '0', '-3', '1.5'].map((id): ApiCase => ({
    name: `ecommerce product by id ${id} is 400`,
    request: admin((token) => get(ecommerceApi.product, token, '', { id })),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { id: 'Must be a positive integer' } }),
  })),
  {
    name: 'ecommerce product by slug',
    request: admin((token) => get(ecommerceApi.productBySlug, token, '', { slug: byId(13).slug })),
    status: 200,
    check: ({ body }, expect) =>
      expect(body.product).toEqual({ ...byId(13), isInCart: false, isInWishlist: true }),
  },
  {
    name: 'ecommerce product by an unknown slug is 404',
    request: admin((token) => get(ecommerceApi.productBySlug, token, '', { slug: 'no-such-thing' })),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Product not found' }),
  },
  {
    name: 'ecommerce cart: the demo cart with qty, shipping date, offers and discount',
    request: admin((token) => get(ecommerceApi.cart, token)),
    status: 200,
    check: ({ body }, expect) => {
      expect(cartReplySchema.safeParse(body).error).toBe(undefined)
      expect(
        body.products.map((p: { id: number; qty: number }) => ({ productId: p.id, qty: p.qty })),
      ).toEqual(DEMO_CART)
      for (const product of body.products) {
        expect(product.offers >= 1 && product.offers <= 4).toBe(true)
        expect(product.discountPercentage >= 3 && product.discountPercentage <= 20).toBe(true)
        expect(product.shippingDate > new Date().toISOString().slice(0, 10)).toBe(true)
        expect(product.isInCart).toBe(true)
      }
    },
  },
  {
    name: 'ecommerce wishlist: the demo wishlist',
    request: admin((token) => get(ecommerceApi.wishlist, token)),
    status: 200,
    check: ({ body }, expect) => {
      expect(wishlistReplySchema.safeParse(body).error).toBe(undefined)
      expect(ids(body.products)).toEqual(DEMO_WISHLIST.map((line) => line.productId))
      expect(body.products.every((p: ListedProduct) => p.isInWishlist)).toBe(true)
    },
  },
  {
    name: 'ecommerce orders: the demo orders, newest first',
    request: admin((token) => get(ecommerceApi.orders, token)),
    status: 200,
    check: ({ body }, expect) => {
      expect(ordersReplySchema.safeParse(body).error).toBe(undefined)
      expect(ids(body.orders)).toEqual(ids(demoOrders(new Date())))
    },
  },
  {
    name: 'ecommerce saved addresses',
    request: admin((token) => get(ecommerceApi.addresses, token)),
    status: 200,
    check: ({ body }, expect) => expect(body.addresses).toHaveLength(2),
  },
]

/** Every e-commerce call, for the 401 and 403 rows (the client may read only ACL and Auth). */
const CALLS: [string, (token?: string) => ApiRequest][] = [
  ['products', (token) => get(ecommerceApi.products, token)],
  ['product', (token) => get(ecommerceApi.product, token, '', { id: 1 })],
  ['product by slug', (token) => get(ecommerceApi.productBySlug, token, '', { slug: byId(1).slug })],
  ['cart', (token) => get(ecommerceApi.cart, token)],
  ['add to cart', (token) => post(ecommerceApi.addToCart, { productId: 1 }, token)],
  ['update cart', (token) => post(ecommerceApi.updateCart, { productId: 2, qty: 1 }, token)],
  ['remove from cart', (token) => del(ecommerceApi.removeFromCart, token, '', { productId: 2 })],
  ['wishlist', (token) => get(ecommerceApi.wishlist, token)],
  ['add to wishlist', (token) => post(ecommerceApi.addToWishlist, { productId: 1 }, token)],
  ['remove from wishlist', (token) => del(ecommerceApi.removeFromWishlist, token, '', { productId: 5 })],
  ['addresses', (token) => get(ecommerceApi.addresses, token)],
  ['checkout', (token) => post(ecommerceApi.checkout, { address: ADDRESS, payment: CARD }, token)],
  ['orders', (token) => get(ecommerceApi.orders, token)],
  ['order', (token) => get(ecommerceApi.order, token, '', { id: 1 })],
]

const GUARDS: ApiCase[] = CALLS.flatMap(([name, request]): ApiCase[] => [
  {
    name: `ecommerce ${name} without a token is 401`,
    request: () => request(),
    status: 401,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Unauthorized' }),
  },
  {
    name: `ecommerce ${name} by the client is 403`,
    request: (s) => request(s.client.accessToken),
    status: 403,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Forbidden' }),
  },
])

const addToCart = (body: unknown) => admin((token) => post(ecommerceApi.addToCart, body, token))
const updateCart = (body: unknown) => admin((token) => post(ecommerceApi.updateCart, body, token))
const removeFromCart = (productId: string | number) =>
  admin((token) => del(ecommerceApi.removeFromCart, token, '', { productId }))
const addToWishlist = (body: unknown) => admin((token) => post(ecommerceApi.addToWishlist, body, token))
const removeFromWishlist = (productId: string | number) =>
  admin((token) => del(ecommerceApi.removeFromWishlist, token, '', { productId }))
const checkout = (body: unknown) => admin((token) => post(ecommerceApi.checkout, body, token))

const REJECTED_WRITES: ApiCase[] = [
  {
    name: 'ecommerce add to cart of an unknown product is 404',
    request: addToCart({ productId: UNKNOWN }),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Product not found' }),
  },
  ...[{ productId: '3' }, {}, { productId: 0 }, { productId: 3, qty: 0 }, { productId: 3, qty: 1.5 }].map(
    (body): ApiCase => ({
      name: `ecommerce add to cart rejects ${JSON.stringify(body)}`,
      request: addToCart(body),
      status: 400,
    }),
  ),
  {
    name: 'ecommerce add to cart of an out-of-stock product is 400',
    request: addToCart({ productId: OUT_OF_STOCK.id }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { qty: stockMessage(0) } }),
  },
  {
    name: 'ecommerce add to cart above the stock is 400',
    request: addToCart({ productId: ADDED, qty: byId(ADDED).stock + 1 }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { qty: stockMessage(byId(ADDED).stock) } }),
  },
  {
    name: 'ecommerce update cart of a product not in the cart is 404',
    request: updateCart({ productId: 3, qty: 1 }),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Cart item not found' }),
  },
  {
    name: 'ecommerce update cart above the stock is 400',
    request: updateCart({ productId: 2, qty: byId(2).stock + 1 }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { qty: stockMessage(byId(2).stock) } }),
  },
  {
    name: 'ecommerce update cart to 0 is 400',
    request: updateCart({ productId: 2, qty: 0 }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['qty']),
  },
  {
    name: 'ecommerce remove from cart with a bad id is 400',
    request: removeFromCart('abc'),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { productId: 'Must be a positive integer' } }),
  },
  {
    name: 'ecommerce remove from cart of a product not in the cart is 404',
    request: removeFromCart(3),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Cart item not found' }),
  },
  {
    name: 'ecommerce remove from wishlist of a product not on it is 404',
    request: removeFromWishlist(3),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Wishlist item not found' }),
  },
  {
    name: 'ecommerce add to wishlist of an unknown product is 404',
    request: addToWishlist({ productId: UNKNOWN }),
    status: 404,
  },
  {
    name: 'ecommerce checkout with an address missing its fields is 400, per field',
    request: checkout({
      address: { ...ADDRESS, fullName: ' ', mobile: 'call me', postcode: '' },
      payment: CARD,
    }),
    status: 400,
    check: ({ body }, expect) =>
      expect(Object.keys(body.error).sort()).toEqual([
        'address.fullName',
        'address.mobile',
        'address.postcode',
      ]),
  },
  {
    name: 'ecommerce checkout with a card number failing the Luhn check is 400',
    request: checkout({ address: ADDRESS, payment: { ...CARD, cardNumber: '4242 4242 4242 4241' } }),
    status: 400,
    check: ({ body }, expect) =>
      expect(body).toEqual({ error: { 'payment.cardNumber': CARD_NUMBER_MESSAGE } }),
  },
  {
    name: 'ecommerce checkout with an expired card is 400',
    request: checkout({ address: ADDRESS, payment: { ...CARD, expiry: '01/20' } }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { 'payment.expiry': EXPIRY_MESSAGE } }),
  },
  {
    name: 'ecommerce checkout with an unknown payment method is 400',
    request: checkout({ address: ADDRESS, payment: { method: 'barter' } }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['payment.method']),
  },
  {
    name: 'ecommerce checkout with an unknown coupon is 400',
    request: checkout({ address: ADDRESS, payment: CARD, coupon: 'FREE' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { coupon: UNKNOWN_COUPON_MESSAGE } }),
  },
  {
    name: 'ecommerce checkout with a body that is not JSON is 400',
    request: (s) => ({ ...checkout(null)(s), rawBody: 'address=home' }),
    status: 400,
  },
]

const WRITES: ApiCase[] = [
  {
    name: 'ecommerce add to cart: 201 with the new line',
    request: addToCart({ productId: ADDED }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(cartItemReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.item).toMatchObject({ id: ADDED, qty: 1, isInCart: true })
    },
  },
  {
    name: 'ecommerce add to cart again: 200 with the line as it was, not added twice',
    request: addToCart({ productId: ADDED, qty: 5 }),
    status: 200,
    check: ({ body }, expect) => expect(body.item).toMatchObject({ id: ADDED, qty: 1 }),
  },
  {
    name: 'ecommerce update cart quantity',
    request: updateCart({ productId: ADDED, qty: 2 }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.item).toMatchObject({ id: ADDED, qty: 2 }),
  },
  {
    name: 'ecommerce remove from cart',
    request: removeFromCart(REMOVED),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.item).toMatchObject({ id: REMOVED, isInCart: false }),
  },
  {
    name: 'ecommerce cart after the changes: one line each, in order',
    request: admin((token) => get(ecommerceApi.cart, token)),
    status: 200,
    check: ({ body }, expect) =>
      expect(
        body.products.map((p: { id: number; qty: number }) => ({ productId: p.id, qty: p.qty })),
      ).toEqual(CART_AT_CHECKOUT),
  },
  {
    name: 'ecommerce products show the new cart flags',
    request: listProducts('perPage=100'),
    status: 200,
    check: ({ body }, expect) => {
      const flag = (id: number) => body.products.find((p: ListedProduct) => p.id === id).isInCart
      expect([flag(ADDED), flag(REMOVED)]).toEqual([true, false])
      expect(body.userCart).toEqual(CART_AT_CHECKOUT)
    },
  },
  {
    name: 'ecommerce add to wishlist: 201',
    request: addToWishlist({ productId: NEW_WISH }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(wishlistItemReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.item).toMatchObject({ id: NEW_WISH, isInWishlist: true })
    },
  },
  {
    name: 'ecommerce add to wishlist again: 200, not added twice',
    request: addToWishlist({ productId: NEW_WISH }),
    status: 200,
    check: ({ body }, expect) => expect(body.item).toMatchObject({ id: NEW_WISH, isInWishlist: true }),
  },
  {
    name: 'ecommerce remove from wishlist',
    request: removeFromWishlist(NEW_WISH),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.item).toMatchObject({ id: NEW_WISH, isInWishlist: false }),
  },
  {
    name: 'ecommerce checkout: 201, the order priced on the server from the stored cart',
    request: checkout({ address: ADDRESS, payment: CARD, coupon: ' tessera10 ' }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(orderReplySchema.safeParse(body).error).toBe(undefined)
      const { order } = body
      expect(order).toMatchObject({
        id: NEW_ORDER_ID,
        number: `TS-${10_000 + NEW_ORDER_ID}`,
        status: 'placed',
        coupon: 'TESSERA10',
        address: ADDRESS,
        payment: { method: 'card', cardLast4: '4242' },
      })
      expect(
        order.items.map((i: { productId: number; qty: number }) => ({ productId: i.productId, qty: i.qty })),
      ).toEqual(CART_AT_CHECKOUT)
      expect(order.prices).toEqual(EXPECTED_PRICES)
      expect(order.prices.couponDiscount).toBeGreaterThan(0)
    },
  },
  {
    name: 'ecommerce cart is empty after checkout',
    request: admin((token) => get(ecommerceApi.cart, token)),
    status: 200,
    check: ({ body }, expect) => expect(body.products).toEqual([]),
  },
  {
    name: 'ecommerce checkout with an empty cart is 400',
    request: checkout({ address: ADDRESS, payment: { method: 'cash' } }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: CART_EMPTY_MESSAGE }),
  },
  {
    name: 'ecommerce orders list the new order first',
    request: admin((token) => get(ecommerceApi.orders, token)),
    status: 200,
    check: ({ body }, expect) => {
      expect(ids(body.orders)[0]).toBe(NEW_ORDER_ID)
      expect(body.orders).toHaveLength(demoOrders(new Date()).length + 1)
    },
  },
  {
    name: 'ecommerce the new order heads the dashboard’s recent transactions, linked to its page',
    request: admin((token) => get(cardsApi['analytics/revenue'], token, { period: 'Last 28 Days' })),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.transactions[0]).toMatchObject({
        id: `TS-${10_000 + NEW_ORDER_ID}`,
        customer: ADDRESS.fullName,
        method: 'card',
        status: 'paid',
        amount: EXPECTED_PRICES.total,
        orderId: NEW_ORDER_ID,
      })
      expect(body.transactions).toHaveLength(6)
    },
  },
  {
    name: 'ecommerce a placed order is not last month’s payment',
    request: admin((token) => get(cardsApi['analytics/revenue'], token, { period: 'Last Month' })),
    status: 200,
    check: ({ body }, expect) =>
      expect(body.transactions.map((t: { orderId: number | null }) => t.orderId)).not.toContain(NEW_ORDER_ID),
  },
  {
    name: 'ecommerce one order',
    request: admin((token) => get(ecommerceApi.order, token, '', { id: NEW_ORDER_ID })),
    status: 200,
    check: ({ body }, expect) => expect(body.order.prices).toEqual(EXPECTED_PRICES),
  },
  {
    name: 'ecommerce an unknown order is 404',
    request: admin((token) => get(ecommerceApi.order, token, '', { id: UNKNOWN })),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Order not found' }),
  },
  {
    name: 'ecommerce the order’s address is saved',
    request: admin((token) => get(ecommerceApi.addresses, token)),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.addresses).toHaveLength(3)
      expect(body.addresses.at(-1)).toEqual({ id: 3, ...ADDRESS })
    },
  },
]

export const ECOMMERCE_CASES: ApiCase[] = [...READS, ...GUARDS, ...REJECTED_WRITES, ...WRITES]
