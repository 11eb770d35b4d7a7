import { createFileRoute } from '@tanstack/react-router'
import { LeafletPage } from '@/features/ui-kit/maps'

export const Route = createFileRoute('/_app/maps/leaflet')({
  component: LeafletPage,
})
