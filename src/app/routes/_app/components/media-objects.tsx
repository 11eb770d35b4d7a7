import { createFileRoute } from '@tanstack/react-router'
import { MediaObjectsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/media-objects')({
  component: MediaObjectsPage,
})
