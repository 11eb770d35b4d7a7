// @vitest-environment node
import type { CartReply, OrderReply, OrdersReply, WishlistReply } from '../../contract/ecommerce'
import { DEMO_CART, DEMO_WISHLIST } from '../seed/products'
import { createTestApp } from '../test/harness'

/** Cart, wishlist, addresses and orders belong to the signed-in account: one account never sees another's. */
describe('shop data per account', () => {
  const { app } = createTestApp()
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as never }
  }
  const signIn = async (path: string, body: object) => {
    const response = await app.request(path, { method: 'POST', body: JSON.stringify(body) })
    return ((await response.json()) as { accessToken: string }).accessToken
  }
  const cartOf = async (token: string) =>
    ((await call('GET', '/apps/ecommerce/cart', token)).body as CartReply).products.map((p) => p.id)

  it('starts a new account from the demo rows and keeps every change to itself', async () => {
    const admin = await signIn('/jwt/login', { email: 'admin@demo.com', password: 'admin' })
    const iris = await signIn('/jwt/register', {
      email: 'iris@demo.com',
      password: 'mosaic-1',
      username: 'iris',
    })
    const demoCart = DEMO_CART.map((line) => line.productId)
    expect(await cartOf(iris)).toEqual(demoCart)

    expect((await call('POST', '/apps/ecommerce/cart', iris, { productId: 1 })).status).toBe(201)
    expect((await call('DELETE', '/apps/ecommerce/wishlist/5', iris)).status).toBe(200)
    expect(await cartOf(iris)).toEqual([...demoCart, 1])
    expect(await cartOf(admin)).toEqual(demoCart)
    const adminWishlist: WishlistReply = (await call('GET', '/apps/ecommerce/wishlist', admin)).body
    expect(adminWishlist.products.map((p) => p.id)).toEqual(DEMO_WISHLIST.map((line) => line.productId))

    const placed = await call('POST', '/apps/ecommerce/checkout', iris, {
      address: {
        fullName: 'Iris',
        mobile: '555 0100 22',
        street: '1 Glaze Road',
        landmark: '',
        city: 'Leeds',
        state: '',
        postcode: 'LS1 4AP',
        type: 'office',
      },
      payment: { method: 'cash' },
    })
    expect(placed.status).toBe(201)
    const { order } = placed.body as OrderReply
    expect(await cartOf(iris)).toEqual([])
    expect(await cartOf(admin)).toEqual(demoCart)

    // the order is the new account's alone
    expect((await call('GET', `/apps/ecommerce/orders/${order.id}`, admin)).status).toBe(404)
    const adminOrders: OrdersReply = (await call('GET', '/apps/ecommerce/orders', admin)).body
    expect(adminOrders.orders.map((o) => o.id)).not.toContain(order.id)
    const irisOrders: OrdersReply = (await call('GET', '/apps/ecommerce/orders', iris)).body
    expect(irisOrders.orders[0]).toEqual(order)
  })
})
