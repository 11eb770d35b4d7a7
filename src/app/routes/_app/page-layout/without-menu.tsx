import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layouts'

export const Route = createFileRoute('/_app/page-layout/without-menu')({
  staticData: { layoutOverrides: { menuHidden: true } },
  component: () => <LayoutDemoPage demo="withoutMenu" />,
})
