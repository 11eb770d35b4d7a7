import { createFileRoute } from '@tanstack/react-router'
import { FormRepeaterPage } from '@/features/ui-kit/forms'

export const Route = createFileRoute('/_app/forms/form-repeater')({
  component: FormRepeaterPage,
})
