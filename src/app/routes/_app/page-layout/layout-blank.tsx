import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layouts'

export const Route = createFileRoute('/_app/page-layout/layout-blank')({
  staticData: { layout: 'blank' },
  component: () => <LayoutDemoPage demo="layoutBlank" />,
})
