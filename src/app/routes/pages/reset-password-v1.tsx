import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth'

export const Route = createFileRoute('/pages/reset-password-v1')({
  staticData: { namespaces: ['auth'], layout: 'blank', titleKey: 'titleResetPassword' },
  component: () => <ResetPasswordPage flavour="v1" />,
})
