import { createFileRoute } from '@tanstack/react-router'
import { InputPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/input')({
  component: InputPage,
})
