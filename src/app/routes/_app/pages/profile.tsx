import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/features/profile'

export const Route = createFileRoute('/_app/pages/profile')({
  staticData: { namespaces: ['profile'] },
  component: ProfilePage,
})
