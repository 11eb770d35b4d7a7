import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The layout demos are pages: they need `read` on `Page`. */
export const Route = createFileRoute('/_app/page-layout')({
  beforeLoad: requireAbility('read', 'Page'),
  staticData: { namespaces: ['pageLayouts'] },
})
