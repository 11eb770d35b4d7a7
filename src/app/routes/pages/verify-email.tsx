import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '@/features/auth'

export const Route = createFileRoute('/pages/verify-email')({
  staticData: { namespaces: ['auth', 'account'], layout: 'blank', titleKey: 'verifyEmail' },
  // the verification message's link: ?token=…
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={Route.useSearch().token} />
  },
})
