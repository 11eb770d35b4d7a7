import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layouts'

export const Route = createFileRoute('/_app/page-layout/layout-boxed')({
  staticData: { layoutOverrides: { contentWidth: 'boxed' } },
  component: () => <LayoutDemoPage demo="layoutBoxed" />,
})
