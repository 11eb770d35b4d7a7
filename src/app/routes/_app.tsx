import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@/app/guards'
import { SignedInOutlet } from '@/app/signed-in-outlet'

/** Every page of the signed-in app sits below this pathless route: signed out → /login?redirect=…. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  component: SignedInOutlet,
})
