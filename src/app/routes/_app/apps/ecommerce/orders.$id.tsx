import { createFileRoute, notFound } from '@tanstack/react-router'
import { OrderPage } from '@/features/ecommerce/order-page'

export const Route = createFileRoute('/_app/apps/ecommerce/orders/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,8}$/.test(params.id)) throw notFound()
  },
  component: function OrderRoute() {
    const { id } = Route.useParams()
    return <OrderPage id={Number(id)} />
  },
})
