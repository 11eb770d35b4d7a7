import { Link } from '@tanstack/react-router'
import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

/** View, edit and delete for one row; delete asks first (the page owns the confirmation). */
export function UserRowActions({ user, onDelete }: { user: User; onDelete: (user: User) => void }) {
  const { t } = useTranslation('users')
  const params = { id: String(user.id) }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('actions.menu', { name: user.fullName })}>
          <MoreVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/apps/user/view/$id" params={params}>
            <Eye aria-hidden /> {t('actions.view')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/apps/user/edit/$id" params={params}>
            <Pencil aria-hidden /> {t('actions.edit')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(user)}>
          <Trash2 aria-hidden /> {t('actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
