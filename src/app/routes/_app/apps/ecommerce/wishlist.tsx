import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '@/features/ecommerce/wishlist-page'

export const Route = createFileRoute('/_app/apps/ecommerce/wishlist')({
  component: WishlistPage,
})
