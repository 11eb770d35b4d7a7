import type { LucideIcon } from 'lucide-react'

let moreIcons: Promise<Record<string, LucideIcon>> | undefined

/**
 * The page icons the shell does not draw otherwise (page-icon-map.ts), loaded once. PageIcon waits for it when it
 * needs one; the parts that list many pages (the search, the bookmark picker, the overflow menu) start it as they
 * load, so it arrives beside them.
 */
export const loadMorePageIcons = () =>
  (moreIcons ??= import('./page-icon-map').then((module) => module.MORE_PAGE_ICONS))
