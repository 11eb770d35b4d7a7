import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { InvoiceEditPage } from '@/features/invoice'
import { idParam } from './-id-param'

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  beforeLoad: requireAbility('manage', 'Invoice'),
  component: function InvoiceEditRoute() {
    return <InvoiceEditPage id={idParam(Route.useParams().id)} />
  },
})
