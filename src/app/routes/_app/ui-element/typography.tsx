import { createFileRoute } from '@tanstack/react-router'
import { TypographyPage } from '@/features/ui-kit'

export const Route = createFileRoute('/_app/ui-element/typography')({
  component: TypographyPage,
})
