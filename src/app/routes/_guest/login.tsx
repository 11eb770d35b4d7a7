import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth'

export const Route = createFileRoute('/_guest/login')({
  staticData: { titleKey: 'titleSignIn' },
  // `redirect` is where to return after signing in; LoginPage follows it only when it is a path of this app
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: function LoginRoute() {
    return <LoginPage flavour="app" redirect={Route.useSearch().redirect} />
  },
})
