import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth'

export const Route = createFileRoute('/pages/register-v2')({
  staticData: { namespaces: ['auth'], layout: 'blank', titleKey: 'titleRegister' },
  component: () => <RegisterPage flavour="v2" />,
})
