import { createFileRoute } from '@tanstack/react-router'
import { IconsPage } from '@/features/ui-kit/icons'

export const Route = createFileRoute('/_app/icons')({
  staticData: { namespaces: ['uikit', 'uiIcons'] },
  component: IconsPage,
})
