import { createFileRoute } from '@tanstack/react-router'
import { InputMaskPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/input-mask')({
  component: InputMaskPage,
})
