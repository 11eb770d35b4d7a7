import MoreVertical from 'lucide-react/icons/ellipsis-vertical'
import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { UserRowMenu } from './user-row-menu'

// Radix's menu mounts on the first hover, focus or press of a row's button (src/components/ui/on-intent.tsx): ten
// mounted menus were a fifth of the list's render and a commit of their own, each registering its anchor. Its code
// comes with the list's: Radix's menus are loaded by then anyway.

/** View, edit and delete for one row; delete asks first (the page owns the confirmation). */
export function UserRowActions({ user, onDelete }: { user: User; onDelete: (user: User) => void }) {
  const { t } = useTranslation('users')
  return (
    <OnIntent
      control={UserRowMenu}
      popup="menu"
      props={{ user, onDelete }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={t('actions.menu', { name: user.fullName })}>
          <MoreVertical aria-hidden />
        </Button>
      }
    />
  )
}
