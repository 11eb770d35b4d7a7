import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ecommerceCalls } from '@contract/ecommerce.calls'
import { apiFetch } from '@/lib/http/client'
import { SHOP_KEY } from '@/lib/shop/cart'

export const WISHLIST_KEY = [...SHOP_KEY, 'wishlist'] as const

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: WISHLIST_KEY,
    queryFn: ({ signal }) => apiFetch(ecommerceCalls.wishlist, { signal }),
  })

export const useWishlist = () => useQuery(wishlistQueryOptions())

/** Adds or removes; every product list refreshes its `isInWishlist` flags afterwards. */
export function useToggleWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...WISHLIST_KEY, 'toggle'],
    mutationFn: ({ productId, add }: { productId: number; add: boolean }) =>
      add
        ? apiFetch(ecommerceCalls.addToWishlist, { body: { productId } })
        : apiFetch(ecommerceCalls.removeFromWishlist, { params: { productId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOP_KEY }),
  })
}
