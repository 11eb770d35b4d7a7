import { PAGES, type PageEntry, type PageId } from '@contract/pages'
import { isLinkActive } from '@/lib/navigation'
import type { NavAbility, NavLink } from './navigation-types'

/*
 * Reading the page table (contract/pages.ts) on the page's side: the menu's links, the page at an address (for the
 * route guard and the tab title), a page's ability.
 */

export interface FoundPage extends PageEntry {
  id: PageId
}

export const pageAbility = (page: PageEntry): NavAbility => ({
  action: page.action ?? 'read',
  subject: page.subject,
})

export const pageOf = (id: PageId): FoundPage => ({ ...(PAGES[id] as PageEntry), id })

/** The entry of `id`, when the table has one (a page-search row names its page by id, as a plain string). */
export const pageById = (id: string): FoundPage | undefined =>
  Object.hasOwn(PAGES, id) ? pageOf(id as PageId) : undefined

const longestPath = (page: PageEntry) =>
  Math.max(...[page.path, ...(page.alsoOn ?? [])].map((path) => path.length))

/** Every page, longest address first, so `/apps/user/view/3` finds the view before a page at `/apps/user`. */
const BY_PATH_LENGTH: FoundPage[] = (Object.keys(PAGES) as PageId[])
  .map(pageOf)
  .toSorted((a, b) => longestPath(b) - longestPath(a))

/** The page `pathname` shows: the one whose address (or `alsoOn` address) is it or holds it. */
export function pageAt(pathname: string): FoundPage | undefined {
  return BY_PATH_LENGTH.find((page) => isLinkActive({ to: page.path, alsoOn: page.alsoOn }, pathname))
}

/** The title key (navigation namespace) of the page at `pathname`, for the tab title. */
export const pageTitleKey = (pathname: string): string | undefined => pageAt(pathname)?.titleKey

export interface PageLinkOptions {
  /** draw the page's icon beside its title (without, a group's child shows a dot) */
  icon?: boolean
}

/** The menu's link to a page: address, title, ability and icon come from the page table. */
export function pageLink(id: PageId, { icon = false }: PageLinkOptions = {}): NavLink {
  const page: PageEntry = PAGES[id]
  return {
    kind: 'link',
    id,
    titleKey: page.titleKey,
    to: page.path,
    ...(page.alsoOn && { alsoOn: page.alsoOn }),
    ...(icon && { icon: page.icon }),
    ability: pageAbility(page),
  }
}
