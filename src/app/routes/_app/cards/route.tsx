import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The card demos need `read` on `Card`, the ability their menu group asks for. */
export const Route = createFileRoute('/_app/cards')({
  beforeLoad: requireAbility('read', 'Card'),
  staticData: { namespaces: ['cards'] },
})
