import { createFileRoute } from '@tanstack/react-router'
import { DropdownsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/dropdowns')({
  component: DropdownsPage,
})
