import { createFileRoute } from '@tanstack/react-router'

/** The map pages' strings, loaded with the first of them. */
export const Route = createFileRoute('/_app/maps')({
  staticData: { namespaces: ['uikit', 'maps'] },
})
