import { createFileRoute } from '@tanstack/react-router'
import { AutocompletePage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/autocomplete')({
  component: AutocompletePage,
})
