import { createFileRoute } from '@tanstack/react-router'
import { ContextMenuPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/context-menu')({
  component: ContextMenuPage,
})
