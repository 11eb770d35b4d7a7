import { createFileRoute } from '@tanstack/react-router'
import { requirePageAbility, requireSignedIn } from '@/app/guards'
import { SignedInOutlet } from '@/app/signed-in-outlet'

/**
 * Every page of the signed-in app sits below this pathless route: signed out → /login?redirect=…; lacking the
 * page's ability (from the page table) → /misc/not-authorized.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async (context) => {
    requireSignedIn(context)
    await requirePageAbility(context)
  },
  component: SignedInOutlet,
})
