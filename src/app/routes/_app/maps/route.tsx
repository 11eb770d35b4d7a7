import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The map pages need `read` on `Map`, the ability the page search gives them. */
export const Route = createFileRoute('/_app/maps')({
  beforeLoad: requireAbility('read', 'Map'),
  staticData: { namespaces: ['uikit', 'maps'] },
})
