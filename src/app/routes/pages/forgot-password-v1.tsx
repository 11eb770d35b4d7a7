import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth'

export const Route = createFileRoute('/pages/forgot-password-v1')({
  staticData: { namespaces: ['auth'], layout: 'blank', titleKey: 'titleForgotPassword' },
  component: () => <ForgotPasswordPage flavour="v1" />,
})
