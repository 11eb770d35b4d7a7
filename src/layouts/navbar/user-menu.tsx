import { Link, useRouter, type LinkProps } from '@tanstack/react-router'
import {
  CircleHelp,
  CreditCard,
  DatabaseBackup,
  ListTodo,
  LogOut,
  Mail,
  MessageSquare,
  Settings,
  User,
  type LucideIcon,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { IntentProps } from '@/components/ui/on-intent'
import { useCan } from '@/lib/ability'
import { useSession } from '@/lib/auth/session'
import { signOut } from '@/lib/auth/sign-out'
import { ResetDemoDialog } from './reset-demo-dialog'

interface MenuLink {
  key: 'profile' | 'inbox' | 'tasks' | 'chats' | 'settings' | 'pricing' | 'faq'
  to: string
  icon: LucideIcon
  /** the subject the page's guard checks; the link shows only to users who may read it */
  subject: string
}

const LINKS: MenuLink[] = [
  { key: 'profile', to: '/pages/profile', icon: User, subject: 'Page' },
  { key: 'inbox', to: '/apps/email', icon: Mail, subject: 'Email' },
  { key: 'tasks', to: '/apps/todo', icon: ListTodo, subject: 'Todo' },
  { key: 'chats', to: '/apps/chat', icon: MessageSquare, subject: 'Chat' },
]
const MORE: MenuLink[] = [
  { key: 'settings', to: '/pages/account-settings', icon: Settings, subject: 'Account' },
  { key: 'pricing', to: '/pages/pricing', icon: CreditCard, subject: 'Page' },
  { key: 'faq', to: '/pages/faq', icon: CircleHelp, subject: 'Page' },
]

/** The account menu around the navbar's avatar button (user-dropdown.tsx draws the button until this loads). */
export function UserMenu({ trigger, defaultOpen }: IntentProps) {
  const { t } = useTranslation(['shell', 'auth'])
  const { userData } = useSession()
  const can = useCan()
  const [resetOpen, setResetOpen] = useState(false)
  const router = useRouter()
  // a link shows when the user may read its page and the app has it (a starter-kit project lacks the demo's)
  const shown = ({ subject, to }: MenuLink) =>
    can({ action: 'read', subject }) && Object.hasOwn(router.routesByPath, to)
  const links = LINKS.filter(shown)
  const more = MORE.filter(shown)
  const name = userData?.fullName ?? ''

  const item = ({ key, to, icon: Icon }: MenuLink) => (
    <DropdownMenuItem key={key} asChild>
      <Link to={to as LinkProps['to']}>
        <Icon aria-hidden="true" className="size-4" />
        {t(`shell:userMenu.${key}`)}
      </Link>
    </DropdownMenuItem>
  )
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          {userData && (
            <DropdownMenuLabel className="flex items-center gap-3 py-2 text-sm font-normal normal-case">
              <Avatar name={name} src={userData.avatar} size="md" aria-hidden="true" role={undefined} />
              <span className="min-w-0">
                <span className="user-text block truncate font-semibold text-foreground">{name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {t(`auth:roles.${userData.role}`)}
                </span>
              </span>
            </DropdownMenuLabel>
          )}
          <DropdownMenuSeparator />
          {links.map(item)}
          {links.length > 0 && <DropdownMenuSeparator />}
          {more.map(item)}
          {more.length > 0 && <DropdownMenuSeparator />}
          <DropdownMenuItem onSelect={() => setResetOpen(true)}>
            <DatabaseBackup aria-hidden="true" className="size-4" />
            {t('auth:userMenu.resetDemo')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="rtl-flip size-4" />
            {t('auth:userMenu.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ResetDemoDialog open={resetOpen} onOpenChange={setResetOpen} />
    </>
  )
}
