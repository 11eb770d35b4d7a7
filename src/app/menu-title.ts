import { pageAt } from '@/config/pages'

/*
 * The page table's title for a path, for the tab title. A module of its own, loaded by DocumentTitle only for a
 * page whose route names no title, so the sign-in page never fetches the page table.
 */

/** The navigation key that names the page at `pathname`, when the page table has one there. */
export function menuTitleKey(pathname: string): string | undefined {
  return pageAt(pathname)?.titleKey
}
