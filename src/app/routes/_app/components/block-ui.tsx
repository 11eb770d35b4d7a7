import { createFileRoute } from '@tanstack/react-router'
import { BlockUiPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/block-ui')({
  component: BlockUiPage,
})
