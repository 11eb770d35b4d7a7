import { createFileRoute } from '@tanstack/react-router'

/** The UI kit pages' strings are one namespace. */
export const Route = createFileRoute('/_app/ui-element')({
  staticData: { namespaces: ['uikit'] },
})
