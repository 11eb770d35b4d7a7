import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The chart demos need `read` on `Chart`; their strings are one namespace, loaded with the first of them. */
export const Route = createFileRoute('/_app/charts')({
  beforeLoad: requireAbility('read', 'Chart'),
  staticData: { namespaces: ['charts'] },
})
