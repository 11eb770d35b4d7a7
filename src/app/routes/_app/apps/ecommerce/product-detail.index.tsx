import { createFileRoute } from '@tanstack/react-router'
import { FirstProductRedirect } from '@/features/ecommerce/product-detail-page'

export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/')({
  component: FirstProductRedirect,
})
