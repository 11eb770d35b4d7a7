import { createFileRoute } from '@tanstack/react-router'
import { RadioPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/radio')({
  component: RadioPage,
})
