import { createFileRoute } from '@tanstack/react-router'

/** The form element and form pages' strings, loaded with the first of them. */
export const Route = createFileRoute('/_app/forms')({
  staticData: { namespaces: ['uikit', 'uiFormElements', 'uiForms'] },
})
