import { createFileRoute } from '@tanstack/react-router'
import { FormLayoutPage } from '@/features/ui-kit/forms'

export const Route = createFileRoute('/_app/forms/form-layout')({
  component: FormLayoutPage,
})
