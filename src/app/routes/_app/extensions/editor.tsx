import { createFileRoute } from '@tanstack/react-router'
import { EditorPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/editor')({
  component: EditorPage,
})
