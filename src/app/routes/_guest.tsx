import { createFileRoute } from '@tanstack/react-router'
import { requireSignedOut } from '@/app/guards'

/** The auth pages (login, register, forgot password): drawn on the blank layout, and signed in → home. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: requireSignedOut,
  staticData: { namespaces: ['auth'], layout: 'blank' },
})
