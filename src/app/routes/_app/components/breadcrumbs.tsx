import { createFileRoute } from '@tanstack/react-router'
import { BreadcrumbsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/breadcrumbs')({
  component: BreadcrumbsPage,
})
