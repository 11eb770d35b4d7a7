import { createFileRoute } from '@tanstack/react-router'
import { InvoiceEditPage } from '@/features/invoice'
import { idParam } from './-id-param'

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  component: function InvoiceEditRoute() {
    return <InvoiceEditPage id={idParam(Route.useParams().id)} />
  },
})
