import { createFileRoute } from '@tanstack/react-router'
import { InputGroupPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/input-group')({
  component: InputGroupPage,
})
