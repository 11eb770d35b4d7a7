import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { useSession } from '@/lib/auth/session'
import { lazyComponent } from '@/lib/lazy-component'

// the menu's code (Radix's menu and the reset dialog) loads on the first hover, focus or press of the avatar
// (src/components/ui/on-intent.tsx)
const UserMenu = lazyComponent(() => import('./user-menu'), 'UserMenu')

export function UserDropdown() {
  const { t } = useTranslation('shell')
  const { userData } = useSession()
  return (
    <OnIntent
      control={UserMenu}
      popup="menu"
      trigger={
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('userMenu.button')}>
          {/* the button's label names it; the picture is decoration here */}
          <Avatar
            name={userData?.fullName ?? ''}
            src={userData?.avatar}
            size="sm"
            aria-hidden="true"
            role={undefined}
          />
        </Button>
      }
    />
  )
}
