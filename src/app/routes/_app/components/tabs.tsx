import { createFileRoute } from '@tanstack/react-router'
import { TabsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/tabs')({
  component: TabsPage,
})
