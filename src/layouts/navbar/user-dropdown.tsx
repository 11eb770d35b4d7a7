import { Link, type LinkProps } from '@tanstack/react-router'
import { CircleHelp, CreditCard, ListTodo, Mail, MessageSquare, Settings, User, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

const LINKS: { key: string; to: string; icon: LucideIcon }[] = [
  { key: 'profile', to: '/pages/profile', icon: User },
  { key: 'inbox', to: '/apps/email', icon: Mail },
  { key: 'tasks', to: '/apps/todo', icon: ListTodo },
  { key: 'chats', to: '/apps/chat', icon: MessageSquare },
]
const MORE: typeof LINKS = [
  { key: 'settings', to: '/pages/account-settings', icon: Settings },
  { key: 'pricing', to: '/pages/pricing', icon: CreditCard },
  { key: 'faq', to: '/pages/faq', icon: CircleHelp },
]

export function UserDropdown() {
  const { t } = useTranslation('shell')
  const item = ({ key, to, icon: Icon }: (typeof LINKS)[number]) => (
    <DropdownMenuItem key={key} asChild>
      <Link to={to as LinkProps['to']}>
        <Icon aria-hidden="true" className="size-4" />
        {t(`userMenu.${key}` as 'userMenu.profile')}
      </Link>
    </DropdownMenuItem>
  )
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('userMenu.button')}>
          <span className="flex size-9 items-center justify-center rounded-full bg-primary-light text-primary-ink">
            <User aria-hidden="true" className="size-5" />
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {LINKS.map(item)}
        <DropdownMenuSeparator />
        {MORE.map(item)}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
