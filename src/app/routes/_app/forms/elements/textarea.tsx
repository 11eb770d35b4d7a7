import { createFileRoute } from '@tanstack/react-router'
import { TextareaPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/textarea')({
  component: TextareaPage,
})
