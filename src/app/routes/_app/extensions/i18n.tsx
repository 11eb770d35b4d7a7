import { createFileRoute } from '@tanstack/react-router'
import { I18nPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/i18n')({
  component: I18nPage,
})
