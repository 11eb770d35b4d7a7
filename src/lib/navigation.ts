import type { NavAbility, NavEntry, NavGroup, NavItem, NavLink } from '@/config/navigation'

/** Everyone may read `Auth`; items with no ability of their own or from a parent need only that. */
export const PUBLIC_ABILITY: NavAbility = { action: 'read', subject: 'Auth' }

export type CanFn = (ability: NavAbility) => boolean

/** A link is active on its own route and on every route below it; the home link only on `/`. */
export function isRouteActive(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (to === '/') return path === '/'
  return path === to || path.startsWith(`${to}/`)
}

/** A link is active on its route, on the other routes that show the same page (`alsoOn`), and below them. */
export function isLinkActive(link: Pick<NavLink, 'to' | 'alsoOn'>, pathname: string): boolean {
  return [link.to, ...(link.alsoOn ?? [])].some((to) => isRouteActive(to, pathname))
}

/** The ids of the groups that lead to the active link, outermost first (empty when nothing matches). */
export function findActiveTrail(entries: readonly NavEntry[], pathname: string): string[] {
  for (const entry of entries) {
    if (entry.kind === 'link' && !entry.disabled && isLinkActive(entry, pathname)) return [entry.id]
    if (entry.kind === 'group') {
      const trail = findActiveTrail(entry.children, pathname)
      if (trail.length > 0) return [entry.id, ...trail]
    }
  }
  return []
}

/**
 * Keeps what the user may see: items whose ability (or inherited ability) `can` allows, groups with at least one
 * visible child, and sections followed by at least one visible item.
 */
export function filterNavigation(
  entries: readonly NavEntry[],
  can: CanFn,
  inherited = PUBLIC_ABILITY,
): NavEntry[] {
  const visible: NavEntry[] = []
  for (const entry of entries) {
    const ability = entry.ability ?? inherited
    if (!can(ability)) continue
    if (entry.kind === 'group') {
      const children = filterNavigation(entry.children, can, ability) as NavItem[]
      if (children.length > 0) visible.push({ ...entry, children })
    } else {
      visible.push(entry)
    }
  }
  return visible.filter((entry, index) => {
    if (entry.kind !== 'section') return true
    const next = visible[index + 1]
    return next !== undefined && next.kind !== 'section'
  })
}

export interface FlatLink {
  link: NavLink
  /** the titles keys of the groups above the link, outermost first */
  parents: string[]
  ability: NavAbility
}

/** Every enabled app link with the groups above it, in menu order (for page search and breadcrumbs). */
export function flattenLinks(
  entries: readonly NavEntry[],
  parents: string[] = [],
  inherited = PUBLIC_ABILITY,
) {
  const links: FlatLink[] = []
  for (const entry of entries) {
    if (entry.kind === 'section' || entry.kind === 'external') continue
    const ability = entry.ability ?? inherited
    if (entry.kind === 'group')
      links.push(...flattenLinks(entry.children, [...parents, entry.titleKey], ability))
    else if (!entry.disabled) links.push({ link: entry, parents, ability })
  }
  return links
}

/**
 * For the horizontal menu: each section becomes a group holding the items that follow it, so the top bar shows
 * one dropdown per section (items before the first section stay on the bar as they are).
 */
export function groupBySection(entries: readonly NavEntry[]): NavItem[] {
  const items: NavItem[] = []
  let current: NavGroup | undefined
  for (const entry of entries) {
    if (entry.kind === 'section') {
      current = {
        kind: 'group',
        id: `section-${entry.id}`,
        titleKey: entry.titleKey,
        ability: entry.ability,
        children: [],
      }
      items.push(current)
    } else if (current) {
      current.children.push(entry)
    } else {
      items.push(entry)
    }
  }
  return items.filter((item) => item.kind !== 'group' || item.children.length > 0)
}
