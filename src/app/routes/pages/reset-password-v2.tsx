import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth'

export const Route = createFileRoute('/pages/reset-password-v2')({
  staticData: { namespaces: ['auth'], layout: 'blank', titleKey: 'titleResetPassword' },
  // the reset message's link: ?token=…
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage flavour="v2" token={Route.useSearch().token} />
  },
})
