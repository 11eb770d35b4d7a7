import { useTranslation } from 'react-i18next'
import { CONNECTED_APPS, connectionsSchema, type Connections } from '@contract/account'
import { Badge } from '@/components/ui/badge'
import { useSaveSection } from '../api/save-section'
import { useSectionForm, useSectionSubmit } from '../hooks/use-section-form'
import { SettingsCard } from './settings-card'
import { SwitchList } from './switch-list'

/** Connect or disconnect apps; the badge shows what is saved, the switch what will be. */
export function ConnectionsTab({ connections }: { connections: Connections }) {
  const { t } = useTranslation('account')
  const form = useSectionForm(connectionsSchema, connections)
  const save = useSaveSection('connections')
  const title = t('tabs.connections')
  const onSubmit = useSectionSubmit(form, title, (values) => save.mutateAsync(values))
  return (
    <SettingsCard
      title={title}
      description={t('connections.description')}
      dirty={form.formState.isDirty}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onReset={() => form.reset()}
    >
      <SwitchList
        control={form.control}
        rows={CONNECTED_APPS.map((app) => ({
          name: app,
          label: t(`connections.${app}`),
          hint: t(`connections.${app}Hint`),
          aside: (
            <Badge color={connections[app] ? 'success' : 'secondary'}>
              {t(connections[app] ? 'connections.connected' : 'connections.notConnected')}
            </Badge>
          ),
        }))}
      />
    </SettingsCard>
  )
}
