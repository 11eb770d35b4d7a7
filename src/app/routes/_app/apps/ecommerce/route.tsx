import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** Every shop page needs `read` on `Ecommerce`; their strings are one namespace. */
export const Route = createFileRoute('/_app/apps/ecommerce')({
  beforeLoad: requireAbility('read', 'Ecommerce'),
  staticData: { namespaces: ['ecommerce'] },
})
