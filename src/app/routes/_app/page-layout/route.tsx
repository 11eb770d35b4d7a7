import { createFileRoute } from '@tanstack/react-router'

/** The layout demos' strings, loaded with the first of them. */
export const Route = createFileRoute('/_app/page-layout')({
  staticData: { namespaces: ['pageLayouts'] },
})
