import { createFileRoute } from '@tanstack/react-router'
import { DatePickerPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/date-picker')({
  component: DatePickerPage,
})
