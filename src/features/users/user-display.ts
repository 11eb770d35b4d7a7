import type { LucideIcon } from 'lucide-react'
import Crown from 'lucide-react/icons/crown'
import Database from 'lucide-react/icons/database'
import Edit3 from 'lucide-react/icons/pen-line'
import Settings from 'lucide-react/icons/settings'
import UserIcon from 'lucide-react/icons/user'
import type { UserRole, UserStatus } from '@contract/users.values'
import type { ThemeColor } from '@/components/ui/theme-color'

/** Each role's icon and colour in the list and on the user's page. */
export const ROLE_LOOK: Record<UserRole, { icon: LucideIcon; color: ThemeColor }> = {
  admin: { icon: Crown, color: 'danger' },
  author: { icon: Settings, color: 'warning' },
  editor: { icon: Edit3, color: 'info' },
  maintainer: { icon: Database, color: 'success' },
  subscriber: { icon: UserIcon, color: 'primary' },
}

export const STATUS_COLOR: Record<UserStatus, ThemeColor> = {
  active: 'success',
  pending: 'warning',
  inactive: 'secondary',
}
