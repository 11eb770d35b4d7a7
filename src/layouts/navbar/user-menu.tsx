import { USER_MENU } from '@contract/pages'
import { Link, type LinkProps } from '@tanstack/react-router'
import DatabaseBackup from 'lucide-react/icons/database-backup'
import LogOut from 'lucide-react/icons/log-out'
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
import { pageAbility, pageOf, type FoundPage } from '@/config/pages'
import { useCan } from '@/lib/ability'
import { useSession } from '@/lib/auth/session'
import { signOut } from '@/lib/auth/sign-out'
import { PageIcon } from '@/layouts/page-icons/page-icon'
import { ResetDemoDialog } from './reset-demo-dialog'

interface MenuLink {
  label: string
  page: FoundPage
}

/** The table's account-menu links (contract/pages.ts), each with its page. */
const BLOCKS: MenuLink[][] = USER_MENU.map((block) =>
  block.map((link) => ({ label: link.label, page: pageOf(link.page) })),
)

/** The account menu around the navbar's avatar button (user-dropdown.tsx draws the button until this loads). */
export function UserMenu({ trigger, defaultOpen }: IntentProps) {
  const { t } = useTranslation(['shell', 'auth'])
  const { userData } = useSession()
  const can = useCan()
  const [resetOpen, setResetOpen] = useState(false)
  // a link shows when the user may open its page
  const blocks = BLOCKS.map((block) => block.filter(({ page }) => can(pageAbility(page)))).filter(
    (block) => block.length > 0,
  )
  const name = userData?.fullName ?? ''

  const item = ({ label, page }: MenuLink) => (
    <DropdownMenuItem key={page.id} asChild>
      <Link to={page.path as LinkProps['to']}>
        <PageIcon name={page.icon} className="size-4" />
        {t(`shell:userMenu.${label}` as 'shell:userMenu.profile')}
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
          {blocks.map((block) => [
            ...block.map(item),
            <DropdownMenuSeparator key={`${block[0].page.id}-end`} />,
          ])}
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
