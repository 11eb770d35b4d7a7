import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layouts'

export const Route = createFileRoute('/_app/page-layout/collapse-menu')({
  staticData: { layoutOverrides: { menuCollapsed: true } },
  component: () => <LayoutDemoPage demo="collapseMenu" />,
})
