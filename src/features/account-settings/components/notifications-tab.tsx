import { useTranslation } from 'react-i18next'
import { NOTIFICATION_FLAGS, notificationSettingsSchema, type NotificationSettings } from '@contract/account'
import { useSaveSection } from '../api/save-section'
import { useSectionForm, useSectionSubmit } from '../hooks/use-section-form'
import { SettingsCard } from './settings-card'
import { SwitchList } from './switch-list'

export function NotificationsTab({ notification }: { notification: NotificationSettings }) {
  const { t } = useTranslation('account')
  const form = useSectionForm(notificationSettingsSchema, notification)
  const save = useSaveSection('notification')
  const title = t('tabs.notifications')
  const onSubmit = useSectionSubmit(form, title, (values) => save.mutateAsync(values))
  return (
    <SettingsCard
      title={title}
      description={t('notifications.description')}
      dirty={form.formState.isDirty}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onReset={() => form.reset()}
    >
      <SwitchList
        control={form.control}
        rows={NOTIFICATION_FLAGS.map((flag) => ({ name: flag, label: t(`notifications.${flag}`) }))}
      />
    </SettingsCard>
  )
}
