import type { ProfileUserUpdate } from '@contract/chat'
import { CHAT_STATUSES, type ChatStatus } from '@contract/chat.values'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { useProfileUser } from '../api/get-profile-user'
import { useUpdateProfileUser } from '../api/update-profile-user'
import { ProfileAboutForm } from './profile-about-form'
import { ProfileSettings } from './profile-settings'

export interface ProfileDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The user's chat profile: about, status and two settings, each stored through the profile-user call. */
export function ProfileDrawer({ open, onOpenChange }: ProfileDrawerProps) {
  const { t } = useTranslation(['chat', 'common'])
  const profile = useProfileUser(open)
  const update = useUpdateProfileUser()
  // While a change is on its way, show it (the controls answer at once); a refused change falls back.
  const pending = update.isPending ? update.variables : undefined
  const save = (change: ProfileUserUpdate, onSaved?: () => void) =>
    update.mutate(change, {
      onSuccess: onSaved,
      onError: (error) => toast.error(t('profile.saveError', { message: error.message })),
    })
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="start" closeLabel={t('common:close')}>
        <SheetHeader>
          <SheetTitle>{t('profile.title')}</SheetTitle>
          <SheetDescription>{t('profile.description')}</SheetDescription>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-6 pb-6">
          {profile.isPending ? (
            <Spinner label={t('common:loading')} className="self-center" />
          ) : profile.isError ? (
            <div className="flex flex-col items-start gap-2">
              <p role="alert">{t('profile.loadError')}</p>
              <Button variant="outline" onClick={() => void profile.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : (
            <>
              <div className="flex flex-col items-center gap-2 text-center">
                <Avatar
                  size="xl"
                  name={profile.data.fullName}
                  src={profile.data.avatar || undefined}
                  status={profile.data.status}
                  statusLabel={t(`common:presence.${profile.data.status}`)}
                />
                <p className="text-lg font-semibold">{profile.data.fullName}</p>
                <p className="text-sm text-muted-foreground">{profile.data.role}</p>
              </div>
              <ProfileAboutForm
                key={profile.data.about}
                about={profile.data.about}
                saving={pending?.about !== undefined}
                onSave={(about) => save({ about }, () => toast.success(t('profile.saved')))}
              />
              <ProfileSettings
                status={pending?.status ?? profile.data.status}
                settings={{ ...profile.data.settings, ...pending?.settings }}
                statuses={CHAT_STATUSES}
                onStatusChange={(status: ChatStatus) => save({ status })}
                onSettingsChange={(settings) => save({ settings })}
              />
            </>
          )}
        </SheetBody>
      </SheetContent>
    </Sheet>
  )
}
