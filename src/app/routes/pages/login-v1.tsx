import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth'

// The demo looks are open to everyone, signed in or not; signing in here works like /login.
export const Route = createFileRoute('/pages/login-v1')({
  staticData: { namespaces: ['auth'], layout: 'blank', titleKey: 'titleSignIn' },
  component: () => <LoginPage flavour="v1" />,
})
