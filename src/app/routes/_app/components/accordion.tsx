import { createFileRoute } from '@tanstack/react-router'
import { AccordionPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/accordion')({
  component: AccordionPage,
})
