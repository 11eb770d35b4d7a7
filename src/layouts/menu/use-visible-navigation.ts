import { useMemo } from 'react'
import { NAVIGATION, type NavEntry } from '@/config/navigation'
import { filterNavigation, type CanFn } from '@/lib/navigation'

/*
 * The navigation the current user may see. Until the ability module lands every item is visible; it will pass
 * its `can` here so the menu, the horizontal menu and search share one rule.
 */
const allowAll: CanFn = () => true

export function useVisibleNavigation(can: CanFn = allowAll): NavEntry[] {
  return useMemo(() => filterNavigation(NAVIGATION, can), [can])
}
