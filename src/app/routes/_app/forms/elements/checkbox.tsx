import { createFileRoute } from '@tanstack/react-router'
import { CheckboxPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/checkbox')({
  component: CheckboxPage,
})
