import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/misc'

export const Route = createFileRoute('/misc/error')({
  staticData: { layout: 'blank' },
  component: ErrorPage,
})
