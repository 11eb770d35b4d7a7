import { createFileRoute } from '@tanstack/react-router'
import { ClipboardPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/clipboard')({
  component: ClipboardPage,
})
