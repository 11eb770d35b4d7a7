import { createFileRoute } from '@tanstack/react-router'
import { FormWizardPage } from '@/features/ui-kit/forms'

export const Route = createFileRoute('/_app/forms/form-wizard')({
  component: FormWizardPage,
})
