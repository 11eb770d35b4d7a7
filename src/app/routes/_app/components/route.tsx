import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The component demo pages need `read` on `UI` (as the page search says); each shows a primitive the apps use. */
export const Route = createFileRoute('/_app/components')({
  beforeLoad: requireAbility('read', 'UI'),
  staticData: { namespaces: ['uikit', 'uiDisplay', 'uiFeedback'] },
})
