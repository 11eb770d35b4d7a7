import { NAVIGATION } from '@/config/navigation'
import { flattenLinks, isLinkActive } from '@/lib/navigation'

/*
 * The menu's title for a path, for the tab title. A module of its own because it reads the whole menu table:
 * DocumentTitle loads it only for a page whose route names no title, so the sign-in page never fetches the menu.
 */

/** Every menu link, longest path first, so `/apps/user/view/3` finds the view's entry before the list's. */
const LINKS = flattenLinks(NAVIGATION)
  .map(({ link }) => link)
  .toSorted((a, b) => b.to.length - a.to.length)

/** The navigation key that names `pathname`: the active menu link's title, when one is active. */
export function menuTitleKey(pathname: string): string | undefined {
  return LINKS.find((link) => isLinkActive(link, pathname))?.titleKey
}
