import { createFileRoute } from '@tanstack/react-router'
import { InvoicePreviewPage } from '@/features/invoice'
import type { previewFields } from '@/features/invoice/preview-search'
import { typedSearch } from '@/lib/url-state/typed-search'
import { idParam } from './-id-param'

export const Route = createFileRoute('/_app/apps/invoice/preview/$id')({
  validateSearch: typedSearch<typeof previewFields>(),
  component: function InvoicePreviewRoute() {
    return <InvoicePreviewPage id={idParam(Route.useParams().id)} />
  },
})
