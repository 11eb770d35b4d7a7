import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layouts'

export const Route = createFileRoute('/_app/page-layout/layout-empty')({
  component: () => <LayoutDemoPage demo="layoutEmpty" />,
})
