import { createFileRoute } from '@tanstack/react-router'

/**
 * The shop pages' strings are one namespace. Each page route imports its own
 * page file (not the feature's index), so the shop's chunk leaves the checkout's forms (and zod) behind.
 */
export const Route = createFileRoute('/_app/apps/ecommerce')({
  staticData: { namespaces: ['ecommerce'] },
})
