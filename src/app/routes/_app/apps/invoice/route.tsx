import { createFileRoute } from '@tanstack/react-router'

/** The invoice app's strings, loaded with its first page. */
export const Route = createFileRoute('/_app/apps/invoice')({
  staticData: { namespaces: ['invoice', 'dataTable'] },
})
