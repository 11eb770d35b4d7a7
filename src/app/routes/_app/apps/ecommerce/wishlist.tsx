import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '@/features/ecommerce'

export const Route = createFileRoute('/_app/apps/ecommerce/wishlist')({
  component: WishlistPage,
})
