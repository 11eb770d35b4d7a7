import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The form element and form pages need `read` on `Form`, the ability the page search gives them. */
export const Route = createFileRoute('/_app/forms')({
  beforeLoad: requireAbility('read', 'Form'),
  staticData: { namespaces: ['uikit', 'uiFormElements', 'uiForms'] },
})
