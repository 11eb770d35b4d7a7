import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { HomePage } from '@/features/home'

/** The home page: the starter's sample page (src/features/home), for every signed-in user. */
export const Route = createFileRoute('/_app/')({
  staticData: { namespaces: ['home'] },
  beforeLoad: requireAbility('read', 'Auth'),
  component: HomePage,
})
