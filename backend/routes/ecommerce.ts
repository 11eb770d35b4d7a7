import {
  CART_EMPTY_MESSAGE,
  ecommerceApi,
  positiveIdSegment,
  PRODUCT_BRANDS,
  PRODUCT_CATEGORIES,
  PRODUCTS_PER_PAGE,
  priceCart,
  stockMessage,
  UNKNOWN_COUPON_MESSAGE,
  couponPercentage,
  type CartItemReply,
  type CartLine,
  type CartProduct,
  type ListedProduct,
  type Order,
  type Product,
  type ProductsReply,
  type ProductSort,
  type WishlistItemReply,
  type WishlistLine,
  type productsQuerySchema,
} from '../../contract/ecommerce'
import type { z } from 'zod'
import { requireAbility, requireAuth } from '../lib/auth'
import { ApiError, notFound } from '../lib/errors'
import { paginate, searchItems } from '../lib/list'
import { routeGroup } from '../lib/route'
import type { Collections } from '../seed'
import {
  addressFields,
  CATALOGUE,
  DEMO_ADDRESSES,
  DEMO_CART,
  DEMO_WISHLIST,
  demoOrders,
  orderNumber,
} from '../seed/products'
import { isoDay } from '../seed/prng'
import { notify } from '../lib/notify'

/*
 * Cart, wishlist, saved addresses and orders are stored per account, keyed by `String(account.id)`; an account
 * with no row of its own (one registered after the seed) starts from a copy of the demo's rows, and gets its own
 * row on its first change. Reads never write. Rules: docs/api.md, "E-commerce".
 */

type Filters = z.output<typeof productsQuerySchema>
type AccountKeyed = 'carts' | 'wishlists' | 'addresses' | 'orders'

const read = [requireAuth, requireAbility('read', 'Ecommerce')]
const write = [requireAuth, requireAbility('manage', 'Ecommerce')]

const demoRows = {
  carts: () => DEMO_CART.map((line) => ({ ...line })),
  wishlists: () => DEMO_WISHLIST.map((line) => ({ ...line })),
  addresses: () => DEMO_ADDRESSES.map((address) => ({ ...address })),
  orders: (now: Date) => demoOrders(now),
} satisfies { [K in AccountKeyed]: (now: Date) => Collections[K][string] }

/** The account's row of a keyed collection, or the demo's starting row when it has none yet. */
function own<K extends AccountKeyed>(collection: Collections[K], key: string, name: K, now: Date) {
  return (collection[key] ?? demoRows[name](now)) as Collections[K][string]
}

const productById = (id: number) => CATALOGUE.find((product) => product.id === id)

/** A path segment that must be a positive integer, else a 400 naming it. */
function idSegment(value: string | undefined, name: string): number {
  const parsed = positiveIdSegment.safeParse(value ?? '')
  if (!parsed.success) throw new ApiError(400, { error: { [name]: 'Must be a positive integer' } })
  return parsed.data
}

function knownProduct(id: number): Product {
  const product = productById(id)
  if (!product) throw notFound('Product')
  return product
}

const listed = (product: Product, cart: CartLine[], wishlist: WishlistLine[]): ListedProduct => ({
  ...product,
  isInWishlist: wishlist.some((line) => line.productId === product.id),
  isInCart: cart.some((line) => line.productId === product.id),
})

/** The day a product would ship if ordered `now`: two to five days out, by product. */
const shippingDate = (product: Product, now: Date) => isoDay(now, 2 + (product.id % 4))

const cartProduct = (line: CartLine, wishlist: WishlistLine[], cart: CartLine[], now: Date): CartProduct => {
  const product = knownProduct(line.productId)
  return { ...listed(product, cart, wishlist), qty: line.qty, shippingDate: shippingDate(product, now) }
}

// ------------------------------------------------------------------------------------------------ filtering

const orders: Record<ProductSort, (a: Product, b: Product) => number> = {
  // featured: the catalogue's own order (best rated first, then as listed)
  featured: (a, b) => b.rating - a.rating,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
}

type Facet = 'category' | 'brand' | 'other'

/** Whether a product passes every filter but `skip` (so a facet's counts show what choosing it would give). */
function passes(product: Product, filters: Filters, skip: Facet | null = null): boolean {
  const { category, brand, minPrice, maxPrice, minRating, freeShipping } = filters
  if (skip !== 'category' && category && product.category !== category) return false
  if (skip !== 'brand' && brand && !brand.includes(product.brand)) return false
  if (minPrice !== undefined && product.price < minPrice) return false
  if (maxPrice !== undefined && product.price > maxPrice) return false
  if (minRating !== undefined && product.rating < minRating) return false
  return !(freeShipping && !product.hasFreeShipping)
}

/** Every value with how many of the products have it (zero included, so the panel keeps its shape). */
function facetCounts<V extends string>(
  values: readonly V[],
  products: readonly Product[],
  pick: (product: Product) => V,
) {
  return values.map((value) => ({
    value,
    count: products.filter((product) => pick(product) === value).length,
  }))
}

function facets(filters: Filters): ProductsReply['facets'] {
  const searched = searchItems([...CATALOGUE], filters.q, ['name'])
  const prices = CATALOGUE.map((product) => product.price)
  return {
    categories: facetCounts(
      PRODUCT_CATEGORIES,
      searched.filter((p) => passes(p, filters, 'category')),
      (p) => p.category,
    ),
    brands: facetCounts(
      PRODUCT_BRANDS,
      searched.filter((p) => passes(p, filters, 'brand')),
      (p) => p.brand,
    ),
    priceRange: { min: Math.min(...prices), max: Math.max(...prices) },
  }
}

// ------------------------------------------------------------------------------------------------ routes

export const ecommerceRoutes = routeGroup()
  .route(ecommerceApi.products, read, async (c) => {
    const filters = c.req.valid('query')
    const key = String(c.var.account.id)
    const now = new Date(c.var.deps.now())
    const { carts, wishlists } = await readOwn(c.var.deps.store, ['carts', 'wishlists'])
    const cart = own(carts, key, 'carts', now)
    const wishlist = own(wishlists, key, 'wishlists', now)
    const found = searchItems([...CATALOGUE], filters.q, ['name']).filter((p) => passes(p, filters))
    const sorted = found.toSorted(orders[filters.sortBy ?? 'featured'])
    const { items, total } = paginate(sorted, filters, PRODUCTS_PER_PAGE)
    return c.json({
      products: items.map((product) => listed(product, cart, wishlist)),
      total,
      userWishlist: wishlist.map(({ productId }) => ({ productId })),
      userCart: cart.map(({ productId, qty }) => ({ productId, qty })),
      facets: facets(filters),
    } satisfies ProductsReply)
  })
  .route(ecommerceApi.product, read, async (c) => {
    const product = knownProduct(idSegment(c.req.param('id'), 'id'))
    return c.json({ product: await listedFor(c.var.deps.store, c.var.account.id, product, c.var.deps.now()) })
  })
  .route(ecommerceApi.productBySlug, read, async (c) => {
    const slug = c.req.param('slug')
    const product = CATALOGUE.find((p) => p.slug === slug)
    if (!product) throw notFound('Product')
    return c.json({ product: await listedFor(c.var.deps.store, c.var.account.id, product, c.var.deps.now()) })
  })
  .route(ecommerceApi.cart, read, async (c) => {
    const key = String(c.var.account.id)
    const now = new Date(c.var.deps.now())
    const { carts, wishlists } = await readOwn(c.var.deps.store, ['carts', 'wishlists'])
    const cart = own(carts, key, 'carts', now)
    const wishlist = own(wishlists, key, 'wishlists', now)
    return c.json({ products: cart.map((line) => cartProduct(line, wishlist, cart, now)) })
  })
  .route(ecommerceApi.addToCart, write, async (c) => {
    const { productId, qty = 1 } = c.req.valid('json')
    const product = knownProduct(productId)
    const key = String(c.var.account.id)
    const now = new Date(c.var.deps.now())
    const [item, added] = await c.var.deps.store.updateMany(
      ['carts', 'wishlists'],
      ({ carts, wishlists }) => {
        const cart = own(carts, key, 'carts', now)
        const wishlist = own(wishlists, key, 'wishlists', now)
        const present = cart.find((line) => line.productId === productId)
        if (present) return [cartProduct(present, wishlist, cart, now), false] as const
        if (qty > product.stock) throw new ApiError(400, { error: { qty: stockMessage(product.stock) } })
        const line = { productId, qty }
        cart.push(line)
        carts[key] = cart
        return [cartProduct(line, wishlist, cart, now), true] as const
      },
    )
    return c.json({ item } satisfies CartItemReply, added ? 201 : 200)
  })
  .route(ecommerceApi.updateCart, write, async (c) => {
    const { productId, qty } = c.req.valid('json')
    const product = knownProduct(productId)
    const key = String(c.var.account.id)
    const now = new Date(c.var.deps.now())
    const item = await c.var.deps.store.updateMany(['carts', 'wishlists'], ({ carts, wishlists }) => {
      const cart = own(carts, key, 'carts', now)
      const line = cart.find((l) => l.productId === productId)
      if (!line) throw notFound('Cart item')
      if (qty > product.stock) throw new ApiError(400, { error: { qty: stockMessage(product.stock) } })
      line.qty = qty
      carts[key] = cart
      return cartProduct(line, own(wishlists, key, 'wishlists', now), cart, now)
    })
    return c.json({ item } satisfies CartItemReply)
  })
  .route(ecommerceApi.removeFromCart, write, async (c) => {
    const productId = idSegment(c.req.param('productId'), 'productId')
    knownProduct(productId)
    const key = String(c.var.account.id)
    const now = new Date(c.var.deps.now())
    const item = await c.var.deps.store.updateMany(['carts', 'wishlists'], ({ carts, wishlists }) => {
      const cart = own(carts, key, 'carts', now)
      const line = cart.find((l) => l.productId === productId)
      if (!line) throw notFound('Cart item')
      const rest = cart.filter((l) => l !== line)
      carts[key] = rest
      // the item as it was, but now out of the cart
      return { ...cartProduct(line, own(wishlists, key, 'wishlists', now), cart, now), isInCart: false }
    })
    return c.json({ item } satisfies CartItemReply)
  })
  .route(ecommerceApi.wishlist, read, async (c) => {
    const key = String(c.var.account.id)
    const now = new Date(c.var.deps.now())
    const { carts, wishlists } = await readOwn(c.var.deps.store, ['carts', 'wishlists'])
    const cart = own(carts, key, 'carts', now)
    const wishlist = own(wishlists, key, 'wishlists', now)
    return c.json({ products: wishlist.map((line) => listed(knownProduct(line.productId), cart, wishlist)) })
  })
  .route(ecommerceApi.addToWishlist, write, async (c) => {
    const { productId } = c.req.valid('json')
    const product = knownProduct(productId)
    const key = String(c.var.account.id)
    const now = new Date(c.var.deps.now())
    const [item, added] = await c.var.deps.store.updateMany(
      ['carts', 'wishlists'],
      ({ carts, wishlists }) => {
        const cart = own(carts, key, 'carts', now)
        const wishlist = own(wishlists, key, 'wishlists', now)
        const present = wishlist.some((line) => line.productId === productId)
        if (!present) wishlists[key] = [...wishlist, { productId }]
        return [listed(product, cart, [...wishlist, { productId }]), !present] as const
      },
    )
    return c.json({ item } satisfies WishlistItemReply, added ? 201 : 200)
  })
  .route(ecommerceApi.removeFromWishlist, write, async (c) => {
    const productId = idSegment(c.req.param('productId'), 'productId')
    const product = knownProduct(productId)
    const key = String(c.var.account.id)
    const now = new Date(c.var.deps.now())
    const item = await c.var.deps.store.updateMany(['carts', 'wishlists'], ({ carts, wishlists }) => {
      const wishlist = own(wishlists, key, 'wishlists', now)
      if (!wishlist.some((line) => line.productId === productId)) throw notFound('Wishlist item')
      const rest = wishlist.filter((line) => line.productId !== productId)
      wishlists[key] = rest
      return listed(product, own(carts, key, 'carts', now), rest)
    })
    return c.json({ item } satisfies WishlistItemReply)
  })
  .route(ecommerceApi.addresses, read, async (c) => {
    const now = new Date(c.var.deps.now())
    const addresses = await c.var.deps.store.read('addresses')
    return c.json({ addresses: own(addresses, String(c.var.account.id), 'addresses', now) })
  })
  .route(ecommerceApi.checkout, write, async (c) => {
    const { address, payment, coupon } = c.req.valid('json')
    if (coupon && couponPercentage(coupon) === undefined)
      throw new ApiError(400, { error: { coupon: UNKNOWN_COUPON_MESSAGE } })
    const key = String(c.var.account.id)
    const now = new Date(c.var.deps.now())
    const order = await c.var.deps.store.updateMany(
      ['carts', 'orders', 'addresses'],
      async ({ carts, orders: allOrders, addresses }, newId) => {
        const cart = own(carts, key, 'carts', now)
        if (cart.length === 0) throw new ApiError(400, { error: CART_EMPTY_MESSAGE })
        const lines = cart.map((line) => {
          const product = knownProduct(line.productId)
          if (line.qty > product.stock)
            throw new ApiError(400, { error: `${product.name}: ${stockMessage(product.stock)}` })
          return { product, qty: line.qty }
        })
        const prices = priceCart(
          lines.map(({ product, qty }) => ({ ...product, qty })),
          coupon || undefined,
        )
        const everyOrder = [...Object.values(allOrders).flat(), ...demoOrders(now)]
        const id = await newId('orders', { among: everyOrder })
        const placed: Order = {
          id,
          number: orderNumber(id),
          placedAt: now.toISOString(),
          status: 'placed',
          deliveryDate: isoDay(now, Math.max(...lines.map(({ product }) => 2 + (product.id % 4)))),
          items: lines.map(({ product, qty }) => ({
            productId: product.id,
            slug: product.slug,
            name: product.name,
            brand: product.brand,
            image: product.image,
            imageAlt: product.images[0].alt,
            price: product.price,
            discountPercentage: product.discountPercentage,
            qty,
          })),
          prices,
          coupon: coupon ? coupon.toUpperCase() : null,
          address,
          payment: {
            method: payment.method,
            cardLast4:
              payment.method === 'card' ? (payment.cardNumber ?? '').replace(/\D/g, '').slice(-4) : null,
          },
        }
        allOrders[key] = [placed, ...own(allOrders, key, 'orders', now)]
        carts[key] = []
        const saved = own(addresses, key, 'addresses', now)
        const same = (a: typeof address) => JSON.stringify(a) === JSON.stringify(address)
        if (!saved.some((entry) => same(addressFields(entry))))
          addresses[key] = [
            ...saved,
            { id: await newId('addresses', { among: saved, part: key }), ...address },
          ]
        return placed
      },
    )
    await notify(c.var.deps, c.var.account.id, {
      kind: 'orderPlaced',
      params: { number: order.number },
      link: { to: '/apps/ecommerce/orders/$id', params: { id: String(order.id) } },
    })
    return c.json({ order }, 201)
  })
  .route(ecommerceApi.orders, read, async (c) => {
    const now = new Date(c.var.deps.now())
    const stored = await c.var.deps.store.read('orders')
    return c.json({ orders: own(stored, String(c.var.account.id), 'orders', now) })
  })
  .route(ecommerceApi.order, read, async (c) => {
    const id = idSegment(c.req.param('id'), 'id')
    const now = new Date(c.var.deps.now())
    const stored = await c.var.deps.store.read('orders')
    const order = own(stored, String(c.var.account.id), 'orders', now).find((o) => o.id === id)
    if (!order) throw notFound('Order')
    return c.json({ order })
  })

/** The account's orders, newest first (the demo's when it has placed none of its own yet). */
export async function ordersOf(store: AppStoreLike, accountId: number, now: Date) {
  return own(await store.read('orders'), String(accountId), 'orders', now)
}

type AppStoreLike = { read: <K extends AccountKeyed>(name: K) => Promise<Collections[K]> }

/** Several keyed collections at once. */
async function readOwn<K extends AccountKeyed>(store: AppStoreLike, names: K[]) {
  const entries = await Promise.all(names.map(async (name) => [name, await store.read(name)] as const))
  return Object.fromEntries(entries) as Pick<Collections, K>
}

async function listedFor(store: AppStoreLike, accountId: number, product: Product, nowMs: number) {
  const now = new Date(nowMs)
  const key = String(accountId)
  const { carts, wishlists } = await readOwn(store, ['carts', 'wishlists'])
  return listed(product, own(carts, key, 'carts', now), own(wishlists, key, 'wishlists', now))
}
