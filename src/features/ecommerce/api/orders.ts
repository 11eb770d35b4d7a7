import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CheckoutBody } from '@contract/ecommerce'
import { ecommerceCalls } from '@contract/ecommerce.calls'
import { apiFetch } from '@/lib/http/client'
import { CART_KEY, SHOP_KEY } from '@/lib/shop/cart'

export const ORDERS_KEY = [...SHOP_KEY, 'orders'] as const

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ORDERS_KEY,
    queryFn: ({ signal }) => apiFetch(ecommerceCalls.orders, { signal }),
  })
export const useOrders = () => useQuery(ordersQueryOptions())

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, id] as const,
    queryFn: ({ signal }) => apiFetch(ecommerceCalls.order, { params: { id }, signal }),
  })
export const useOrder = (id: number) => useQuery(orderQueryOptions(id))

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: [...SHOP_KEY, 'addresses'] as const,
    queryFn: ({ signal }) => apiFetch(ecommerceCalls.addresses, { signal }),
  })
export const useAddresses = () => useQuery(addressesQueryOptions())

/** Places the order; the cart is then empty on the server, so the cached one is emptied at once. */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'place'],
    mutationFn: (body: CheckoutBody) => apiFetch(ecommerceCalls.checkout, { body }),
    onSuccess: () => {
      queryClient.setQueryData(CART_KEY, { products: [] })
      void queryClient.invalidateQueries({ queryKey: SHOP_KEY })
    },
  })
}
