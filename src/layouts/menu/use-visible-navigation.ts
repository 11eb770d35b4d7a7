import { useMemo } from 'react'
import { NAVIGATION, type NavEntry } from '@/config/navigation'
import { useCan } from '@/lib/ability'
import { filterNavigation } from '@/lib/navigation'

/*
 * The navigation the current user may see, by the same ability the route guards check. `useCan` keeps its
 * identity until the rules change, so the tree is filtered again only on login, refresh or logout.
 */
export function useVisibleNavigation(): NavEntry[] {
  const can = useCan()
  return useMemo(() => filterNavigation(NAVIGATION, can), [can])
}
