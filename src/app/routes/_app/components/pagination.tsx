import { createFileRoute } from '@tanstack/react-router'
import { PaginationPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/pagination')({
  component: PaginationPage,
})
