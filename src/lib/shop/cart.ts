import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CartProduct, CartReply } from '@contract/ecommerce'
import { ecommerceCalls } from '@contract/ecommerce.calls'
import { apiFetch } from '@/lib/http/client'

/*
 * The signed-in account's cart, shared by the navbar's cart menu and the shop's pages (they may not import each
 * other), so both read one cache entry and every change shows in both at once. Every e-commerce query key starts
 * with SHOP_KEY: a change to the cart also refreshes the products' `isInCart` flags.
 */
export const SHOP_KEY = ['ecommerce'] as const
export const CART_KEY = [...SHOP_KEY, 'cart'] as const

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => apiFetch(ecommerceCalls.cart, { signal }),
  })

export const useCart = (enabled = true) => useQuery({ ...cartQueryOptions(), enabled })

/** After any cart change: the cart, and every product list that shows cart flags. */
function useRefreshShop() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: SHOP_KEY })
}

export function useAddToCart() {
  const refresh = useRefreshShop()
  return useMutation({
    mutationKey: [...CART_KEY, 'add'],
    mutationFn: ({ productId, qty }: { productId: number; qty?: number }) =>
      apiFetch(ecommerceCalls.addToCart, { body: { productId, qty } }),
    onSettled: refresh,
  })
}

/** Optimistic: a stepper's number changes at once and rolls back if the server refuses (above stock). */
export function useUpdateCartQty() {
  const queryClient = useQueryClient()
  const refresh = useRefreshShop()
  return useMutation({
    mutationKey: [...CART_KEY, 'update'],
    mutationFn: ({ productId, qty }: { productId: number; qty: number }) =>
      apiFetch(ecommerceCalls.updateCart, { body: { productId, qty } }),
    onMutate: async ({ productId, qty }) => {
      await queryClient.cancelQueries({ queryKey: CART_KEY })
      const previous = queryClient.getQueryData<CartReply>(CART_KEY)
      queryClient.setQueryData<CartReply>(
        CART_KEY,
        (cart) => cart && { products: cart.products.map((p) => (p.id === productId ? { ...p, qty } : p)) },
      )
      return { previous }
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(CART_KEY, context?.previous),
    onSettled: refresh,
  })
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient()
  const refresh = useRefreshShop()
  return useMutation({
    mutationKey: [...CART_KEY, 'remove'],
    mutationFn: (productId: number) => apiFetch(ecommerceCalls.removeFromCart, { params: { productId } }),
    onMutate: async (productId) => {
      await queryClient.cancelQueries({ queryKey: CART_KEY })
      const previous = queryClient.getQueryData<CartReply>(CART_KEY)
      queryClient.setQueryData<CartReply>(
        CART_KEY,
        (cart) => cart && { products: cart.products.filter((p) => p.id !== productId) },
      )
      return { previous }
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(CART_KEY, context?.previous),
    onSettled: refresh,
  })
}

/** How many items the cart holds (quantities summed): the navbar badge. */
export const cartCount = (products: readonly CartProduct[] | undefined) =>
  (products ?? []).reduce((sum, product) => sum + product.qty, 0)
