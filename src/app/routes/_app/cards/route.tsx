import { createFileRoute } from '@tanstack/react-router'

/** The card demos' strings, loaded with the first of them. */
export const Route = createFileRoute('/_app/cards')({
  staticData: { namespaces: ['cards'] },
})
