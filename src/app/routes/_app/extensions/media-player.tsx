import { createFileRoute } from '@tanstack/react-router'
import { MediaPlayerPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/media-player')({
  component: MediaPlayerPage,
})
