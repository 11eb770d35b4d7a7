import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth'

export const Route = createFileRoute('/pages/forgot-password-v2')({
  staticData: { namespaces: ['auth'], layout: 'blank', titleKey: 'titleForgotPassword' },
  component: () => <ForgotPasswordPage flavour="v2" />,
})
