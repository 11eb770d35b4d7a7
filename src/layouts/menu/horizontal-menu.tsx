import { Link, useRouterState, type LinkProps } from '@tanstack/react-router'
import ChevronDown from 'lucide-react/icons/chevron-down'
import ExternalLink from 'lucide-react/icons/external-link'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { NavGroup, NavItem } from '@/config/navigation'
import { findActiveTrail, groupBySection, isLinkActive } from '@/lib/navigation'
import { cn } from '@/lib/utils'
import { MenuBadge } from './menu-badge'
import { MenuIcon } from './menu-icon'
import { useVisibleNavigation } from './use-visible-navigation'

const barItemClass =
  'inline-flex items-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted'

/** The top menu of the horizontal layout: one dropdown per group or section, sub menus for deeper levels. */
export function HorizontalMenu() {
  const { t } = useTranslation(['shell', 'navigation'])
  const items = groupBySection(useVisibleNavigation())
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <nav aria-label={t('shell:menu.label')} className="border-b border-border bg-card px-4 py-2 shadow-sm">
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => (
          <li key={item.id}>
            {item.kind === 'group' ? (
              <GroupDropdown
                group={item}
                active={findActiveTrail(item.children, pathname).length > 0}
                pathname={pathname}
              />
            ) : (
              <BarLink item={item} pathname={pathname} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Title({ item }: { item: NavItem }) {
  const { t } = useTranslation('navigation')
  return <>{t(item.titleKey as 'home')}</>
}

function BarLink({ item, pathname }: { item: Exclude<NavItem, NavGroup>; pathname: string }) {
  const icon = <MenuIcon name={item.icon} className="size-4.5" />
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noreferrer" className={barItemClass}>
        {icon}
        <Title item={item} />
      </a>
    )
  }
  const active = !item.disabled && isLinkActive(item, pathname)
  return (
    <Link
      to={item.to as LinkProps['to']}
      disabled={item.disabled}
      aria-current={active ? 'page' : undefined}
      className={cn(barItemClass, active && 'bg-primary text-white hover:bg-primary')}
    >
      {icon}
      <Title item={item} />
    </Link>
  )
}

function GroupDropdown({ group, active, pathname }: { group: NavGroup; active: boolean; pathname: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          barItemClass,
          active && 'bg-primary text-white hover:bg-primary data-[state=open]:bg-primary',
        )}
      >
        {group.icon && <MenuIcon name={group.icon} className="size-4.5" />}
        <Title item={group} />
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56">
        <MenuChildren items={group.children} pathname={pathname} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function MenuChildren({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return items.map((item) => {
    const icon = <MenuIcon name={item.icon} className={item.icon ? 'size-4' : 'size-2.5'} />
    if (item.kind === 'group') {
      return (
        <DropdownMenuSub key={item.id}>
          <DropdownMenuSubTrigger>
            {icon}
            <Title item={item} />
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent className="min-w-52">
            <MenuChildren items={item.children} pathname={pathname} />
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      )
    }
    if (item.kind === 'external') {
      return (
        <DropdownMenuItem key={item.id} asChild>
          <a href={item.href} target="_blank" rel="noreferrer">
            {icon}
            <Title item={item} />
            <ExternalLink aria-hidden="true" className="ms-auto size-3.5 opacity-70" />
          </a>
        </DropdownMenuItem>
      )
    }
    const active = isLinkActive(item, pathname)
    return (
      <DropdownMenuItem key={item.id} asChild disabled={item.disabled}>
        <Link
          to={item.to as LinkProps['to']}
          aria-current={active ? 'page' : undefined}
          className={cn(active && 'bg-primary-light font-medium text-primary-ink')}
        >
          {icon}
          <Title item={item} />
          {item.badge && <MenuBadge badge={item.badge} className="ms-auto" />}
        </Link>
      </DropdownMenuItem>
    )
  })
}
