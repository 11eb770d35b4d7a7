import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { AccountSettingsPage } from '@/features/account-settings'
import type { accountFields } from '@/features/account-settings/account-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/pages/account-settings')({
  staticData: { namespaces: ['account'] },
  beforeLoad: requireAbility('read', 'Account'),
  validateSearch: typedSearch<typeof accountFields>(),
  component: AccountSettingsPage,
})
