import { createFileRoute } from '@tanstack/react-router'

/** The component demo pages' strings; each page shows a primitive the apps use. */
export const Route = createFileRoute('/_app/components')({
  staticData: { namespaces: ['uikit', 'uiDisplay', 'uiFeedback'] },
})
