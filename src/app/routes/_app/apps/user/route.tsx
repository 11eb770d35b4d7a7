import { createFileRoute } from '@tanstack/react-router'

/** The users app's strings, loaded with its first page. */
export const Route = createFileRoute('/_app/apps/user')({
  staticData: { namespaces: ['users', 'dataTable'] },
})
