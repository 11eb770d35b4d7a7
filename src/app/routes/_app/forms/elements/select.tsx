import { createFileRoute } from '@tanstack/react-router'
import { SelectPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/select')({
  component: SelectPage,
})
