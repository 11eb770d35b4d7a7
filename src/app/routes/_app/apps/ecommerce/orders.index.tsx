import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage } from '@/features/ecommerce/orders-page'

export const Route = createFileRoute('/_app/apps/ecommerce/orders/')({
  component: OrdersPage,
})
