import type { ChatsContactsReply } from '@contract/chat'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { cn } from '@/lib/utils'
import { ProfileDrawer } from './profile-drawer'
import { statusRing } from './status'

/** The user's avatar with a ring in their status colour; opens the profile drawer. */
export function ProfileButton({ profileUser }: { profileUser: ChatsContactsReply['profileUser'] }) {
  const { t } = useTranslation(['chat', 'common'])
  const [open, setOpen] = useState(false)
  const status = t(`common:presence.${profileUser.status}`)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('profile.open', { status })}
        aria-haspopup="dialog"
        data-status={profileUser.status}
        className={cn(
          'shrink-0 rounded-full ring-2 ring-offset-2 ring-offset-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary',
          statusRing[profileUser.status],
        )}
      >
        <Avatar
          name={profileUser.fullName}
          src={profileUser.avatar || undefined}
          aria-hidden
          role="presentation"
        />
      </button>
      <ProfileDrawer open={open} onOpenChange={setOpen} />
    </>
  )
}
