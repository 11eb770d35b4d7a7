import { createFileRoute } from '@tanstack/react-router'
import { FormValidationPage } from '@/features/ui-kit/forms'

export const Route = createFileRoute('/_app/forms/form-validation')({
  component: FormValidationPage,
})
