import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The UI kit pages need `read` on `UI`, the ability the page search gives them; their strings are one namespace. */
export const Route = createFileRoute('/_app/ui-element')({
  beforeLoad: requireAbility('read', 'UI'),
  staticData: { namespaces: ['uikit'] },
})
