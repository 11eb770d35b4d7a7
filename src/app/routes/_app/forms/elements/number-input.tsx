import { createFileRoute } from '@tanstack/react-router'
import { NumberInputPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/number-input')({
  component: NumberInputPage,
})
