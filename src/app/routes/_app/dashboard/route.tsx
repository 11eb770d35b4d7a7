import { createFileRoute } from '@tanstack/react-router'

/** Both dashboards' strings, loaded with the first of them. */
export const Route = createFileRoute('/_app/dashboard')({
  staticData: { namespaces: ['dashboards'] },
})
