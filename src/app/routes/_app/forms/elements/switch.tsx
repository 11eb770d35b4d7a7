import { createFileRoute } from '@tanstack/react-router'
import { SwitchPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/switch')({
  component: SwitchPage,
})
