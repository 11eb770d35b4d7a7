import { createFileRoute } from '@tanstack/react-router'

/** The chart demos' strings are one namespace, loaded with the first of them. */
export const Route = createFileRoute('/_app/charts')({
  staticData: { namespaces: ['charts'] },
})
