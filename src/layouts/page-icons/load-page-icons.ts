import type { LucideIcon } from 'lucide-react'

let moreIcons: Promise<Record<string, LucideIcon>> | undefined
let loaded: Record<string, LucideIcon> | undefined
const waiting = new Set<() => void>()

/**
 * The page icons the shell does not draw otherwise (page-icon-map.ts), loaded once. PageIcon draws an empty frame
 * until they are there; the parts that list many pages (the search, the bookmark picker, the overflow menu) start
 * the load as they load, so it arrives beside them.
 */
export const loadMorePageIcons = () =>
  (moreIcons ??= import('./page-icon-map').then((module) => {
    loaded = module.MORE_PAGE_ICONS
    for (const notify of waiting) notify()
    return loaded
  }))

/** The loaded icons, or undefined while their chunk is on its way (`useSyncExternalStore`'s snapshot). */
export const morePageIcons = () => loaded

/** Calls `notify` once the icons are loaded, starting the load (`useSyncExternalStore`'s subscribe). */
export function whenMorePageIcons(notify: () => void): () => void {
  waiting.add(notify)
  void loadMorePageIcons()
  return () => waiting.delete(notify)
}
