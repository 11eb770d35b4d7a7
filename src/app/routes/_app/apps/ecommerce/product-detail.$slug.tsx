import { createFileRoute } from '@tanstack/react-router'
import { ProductDetailPage } from '@/features/ecommerce/product-detail-page'

export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/$slug')({
  component: function ProductDetailRoute() {
    const { slug } = Route.useParams()
    return <ProductDetailPage slug={slug} />
  },
})
