import { Link, useRouterState, type LinkProps } from '@tanstack/react-router'
import ChevronRight from 'lucide-react/icons/chevron-right'
import ExternalLink from 'lucide-react/icons/external-link'
import { memo, useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { NavEntry, NavExternal, NavGroup, NavItem, NavLink } from '@/config/navigation'
import { findActiveTrail, isLinkActive } from '@/lib/navigation'
import { cn } from '@/lib/utils'
import { MenuBadge } from './menu-badge'
import { MenuIcon } from './menu-icon'

interface ItemsProps {
  entries: NavEntry[]
  /** icons only: the menu is collapsed and not hovered */
  compact: boolean
}

const rowClass =
  'group/row flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-start text-menu-foreground transition-colors hover:bg-menu-hover focus-visible:outline-2 focus-visible:-outline-offset-2'

/** Whether the current route is `link`'s page; a row re-renders only when that answer changes. */
const useLinkActive = (link: NavLink) =>
  useRouterState({ select: (state) => isLinkActive(link, state.location.pathname) })

/** The groups around the active link (the trail without the link itself). */
const groupsLeadingTo = (entries: NavEntry[], pathname: string) =>
  findActiveTrail(entries, pathname).slice(0, -1)

/**
 * Groups on the way to the active page open by themselves; the user opens and closes the rest. The set keeps its
 * identity while nothing opens or closes, so a route change re-renders only the rows whose state it changes
 * (the memoised entries below): the whole menu was drawn again at every click (docs/layout.md).
 */
function useOpenGroups(entries: NavEntry[]) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [open, setOpen] = useState(() => new Set(groupsLeadingTo(entries, pathname)))
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    const groups = groupsLeadingTo(entries, pathname)
    setOpen((current) => (groups.every((id) => current.has(id)) ? current : new Set([...current, ...groups])))
  }
  const toggle = useCallback(
    (id: string) =>
      setOpen((current) => {
        const next = new Set(current)
        if (!next.delete(id)) next.add(id)
        return next
      }),
    [],
  )
  return { open, toggle }
}

export function VerticalMenuItems({ entries, compact }: ItemsProps) {
  const { t } = useTranslation('navigation')
  const state = useOpenGroups(entries)
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((entry) =>
        entry.kind === 'section' ? (
          <li
            key={entry.id}
            className="mt-4 mb-1 px-3 text-xs font-medium tracking-wide text-menu-muted uppercase"
          >
            {compact ? (
              <span aria-hidden="true" className="block h-px bg-menu-border" />
            ) : (
              t(entry.titleKey as 'home')
            )}
            {compact && <span className="sr-only">{t(entry.titleKey as 'home')}</span>}
          </li>
        ) : (
          <MenuEntry key={entry.id} item={entry} depth={0} compact={compact} {...state} />
        ),
      )}
    </ul>
  )
}

interface EntryProps {
  item: NavItem
  depth: number
  compact: boolean
  open: Set<string>
  toggle: (id: string) => void
}

const MenuEntry = memo(function MenuEntry(props: EntryProps) {
  const { item } = props
  if (item.kind === 'group') return <MenuGroup {...props} item={item} />
  if (item.kind === 'external')
    return <MenuExternal item={item} depth={props.depth} compact={props.compact} />
  return <MenuLink item={item} depth={props.depth} compact={props.compact} />
})

function ItemIcon({ item, depth }: { item: NavItem; depth: number }) {
  return (
    <MenuIcon name={item.icon} className={cn('shrink-0', depth > 0 && !item.icon ? 'size-2.5' : 'size-5')} />
  )
}

/**
 * A title that does not fit the menu's width wraps onto a second line instead of losing its end ("Mises en page
 * de la p…"); the longest titles in the five languages take two lines at most (e2e/layout.spec.ts measures them).
 */
function Label({ children, compact }: { children: ReactNode; compact: boolean }) {
  return (
    <span className={cn('line-clamp-2 min-w-0 flex-1 leading-snug break-words', compact && 'sr-only')}>
      {children}
    </span>
  )
}

function MenuLink({ item, depth, compact }: Pick<EntryProps, 'depth' | 'compact'> & { item: NavLink }) {
  const { t } = useTranslation('navigation')
  const title = t(item.titleKey as 'home')
  const active = useLinkActive(item)
  if (item.disabled) {
    return (
      <li>
        <span
          role="link"
          aria-disabled="true"
          className={cn(rowClass, 'cursor-not-allowed opacity-60 hover:bg-transparent')}
        >
          <ItemIcon item={item} depth={depth} />
          <Label compact={compact}>{title}</Label>
        </span>
      </li>
    )
  }
  return (
    <li>
      <Link
        to={item.to as LinkProps['to']}
        aria-current={active ? 'page' : undefined}
        title={compact ? title : undefined}
        className={cn(rowClass, active && 'bg-primary text-white shadow-md hover:bg-primary')}
      >
        <ItemIcon item={item} depth={depth} />
        <Label compact={compact}>{title}</Label>
        {item.badge && !compact && <MenuBadge badge={item.badge} />}
      </Link>
    </li>
  )
}

function MenuExternal({ item, depth, compact }: { item: NavExternal; depth: number; compact: boolean }) {
  const { t } = useTranslation(['navigation', 'shell'])
  const title = t(item.titleKey as 'home')
  return (
    <li>
      <a
        href={item.href}
        target="_blank"
        rel="noreferrer"
        className={rowClass}
        title={compact ? title : undefined}
      >
        <ItemIcon item={item} depth={depth} />
        <Label compact={compact}>
          {title}
          <span className="sr-only"> ({t('shell:menu.opensInNewTab')})</span>
        </Label>
        {!compact && <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />}
      </a>
    </li>
  )
}

function MenuGroup(props: EntryProps & { item: NavGroup }) {
  const { item, depth, compact, open, toggle } = props
  const { t } = useTranslation('navigation')
  const expanded = open.has(item.id) && !compact
  const containsActive = useRouterState({
    select: (state) => findActiveTrail(item.children, state.location.pathname).length > 0,
  })
  const listId = `menu-group-${item.id}`
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => toggle(item.id)}
        className={cn(rowClass, containsActive && 'bg-menu-hover font-medium')}
      >
        <ItemIcon item={item} depth={depth} />
        <Label compact={compact}>{t(item.titleKey as 'home')}</Label>
        {item.badge && !compact && <MenuBadge badge={item.badge} />}
        {!compact && (
          <ChevronRight
            aria-hidden="true"
            className={cn('rtl-flip size-4 transition-transform', expanded && 'rotate-90 rtl:-rotate-90')}
          />
        )}
      </button>
      {/* a closed group's links are not drawn at all: the whole menu's were a fifth of the dashboard's first
          render (docs/benchmarks.md, "Where the load's time went") */}
      <ul id={listId} hidden={!expanded} className="mt-0.5 flex flex-col gap-0.5 ps-3">
        {expanded &&
          item.children.map((child) => (
            <MenuEntry key={child.id} {...props} item={child} depth={depth + 1} />
          ))}
      </ul>
    </li>
  )
}
