import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layouts'

export const Route = createFileRoute('/page-layout/layout-blank')({
  staticData: { layout: 'blank' },
  component: () => <LayoutDemoPage demo="layoutBlank" />,
})
