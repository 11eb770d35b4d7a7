import type { ChatSettings, ChatStatus } from '@contract/chat'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'

export interface ProfileSettingsProps {
  status: ChatStatus
  settings: ChatSettings
  statuses: readonly ChatStatus[]
  onStatusChange: (status: ChatStatus) => void
  onSettingsChange: (settings: Partial<ChatSettings>) => void
}

const dot: Record<ChatStatus, string> = {
  online: 'bg-success',
  busy: 'bg-danger',
  away: 'bg-warning',
  offline: 'bg-secondary',
}

/** Status and the notifications switch (two-step sign-in is the account's, in account settings): each change is saved at once, as a settings screen on a phone would. */
export function ProfileSettings({
  status,
  settings,
  statuses,
  onStatusChange,
  onSettingsChange,
}: ProfileSettingsProps) {
  const { t } = useTranslation(['chat', 'common'])
  const id = useId()
  const switches = [['isNotificationsOn', t('profile.notifications')]] as const
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold">{t('profile.status')}</legend>
        <RadioGroup
          aria-label={t('profile.status')}
          value={status}
          onValueChange={(value) => onStatusChange(value as ChatStatus)}
        >
          {statuses.map((option) => (
            <div key={option} className="flex items-center gap-2.5">
              <RadioGroupItem value={option} id={`${id}-${option}`} />
              <Label htmlFor={`${id}-${option}`} className="flex items-center gap-2 font-normal">
                <span aria-hidden className={cn('size-2.5 rounded-full', dot[option])} />
                {t(`common:presence.${option}`)}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold">{t('profile.settings')}</legend>
        {switches.map(([key, label]) => (
          <div key={key} className="flex items-center justify-between gap-3">
            <Label htmlFor={`${id}-${key}`} className="font-normal">
              {label}
            </Label>
            <Switch
              id={`${id}-${key}`}
              checked={settings[key]}
              onCheckedChange={(checked) => onSettingsChange({ [key]: checked })}
            />
          </div>
        ))}
      </fieldset>
    </>
  )
}
