import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth'

export const Route = createFileRoute('/pages/reset-password-v2')({
  staticData: { layout: 'blank' },
  component: () => <ResetPasswordPage flavour="v2" />,
})
