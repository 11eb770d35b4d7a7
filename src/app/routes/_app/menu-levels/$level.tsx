import { createFileRoute, notFound } from '@tanstack/react-router'
import { MenuLevelPage, type MenuLevel } from '@/features/page-layouts'

const LEVELS: readonly MenuLevel[] = ['second-level', 'third-level']

export const Route = createFileRoute('/_app/menu-levels/$level')({
  beforeLoad: ({ params }) => {
    if (!LEVELS.includes(params.level as MenuLevel)) throw notFound()
  },
  component: function MenuLevelRoute() {
    const { level } = Route.useParams()
    return <MenuLevelPage level={level as MenuLevel} />
  },
})
