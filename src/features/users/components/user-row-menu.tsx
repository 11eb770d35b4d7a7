import { Link } from '@tanstack/react-router'
import Eye from 'lucide-react/icons/eye'
import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import type { IntentProps } from '@/components/ui/on-intent'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

/** A row's menu, loaded on intent by UserRowActions: view, edit and delete (the page asks before deleting). */
export function UserRowMenu({
  trigger,
  defaultOpen,
  user,
  onDelete,
}: IntentProps & { user: User; onDelete: (user: User) => void }) {
  const { t } = useTranslation('users')
  const params = { id: String(user.id) }
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
