import { createFileRoute } from '@tanstack/react-router'
import { NavsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/navs')({
  component: NavsPage,
})
