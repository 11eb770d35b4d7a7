import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth'

export const Route = createFileRoute('/_guest/register')({
  staticData: { titleKey: 'titleRegister' },
  component: () => <RegisterPage flavour="app" />,
})
