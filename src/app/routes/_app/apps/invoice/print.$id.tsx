import { createFileRoute } from '@tanstack/react-router'
import { InvoicePrintPage } from '@/features/invoice'
import { idParam } from './-id-param'

/** The printable invoice alone: the blank layout draws no menu or navbar. */
export const Route = createFileRoute('/_app/apps/invoice/print/$id')({
  staticData: { layout: 'blank' },
  component: function InvoicePrintRoute() {
    return <InvoicePrintPage id={idParam(Route.useParams().id)} />
  },
})
