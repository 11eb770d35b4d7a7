import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/**
 * Every shop page needs `read` on `Ecommerce`; their strings are one namespace. Each page route imports its own
 * page file (not the feature's index), so the shop's chunk leaves the checkout's forms (and zod) behind.
 */
export const Route = createFileRoute('/_app/apps/ecommerce')({
  beforeLoad: requireAbility('read', 'Ecommerce'),
  staticData: { namespaces: ['ecommerce'] },
})
