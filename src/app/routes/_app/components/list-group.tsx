import { createFileRoute } from '@tanstack/react-router'
import { ListGroupPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/list-group')({
  component: ListGroupPage,
})
