import { createFileRoute } from '@tanstack/react-router'
import { DragAndDropPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/drag-and-drop')({
  component: DragAndDropPage,
})
