import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home'

/** The home page: the starter's sample page (src/features/home); its entry in contract/pages.ts opens it to all. */
export const Route = createFileRoute('/_app/')({
  staticData: { namespaces: ['home'] },
  component: HomePage,
})
