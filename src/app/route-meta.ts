import { useMatches } from '@tanstack/react-router'
import type { LayoutSettings } from '@/config/theme-config'

/*
 * What a route can say about its page in `staticData`:
 * - `layout: 'blank'` draws the page with no menu, navbar or footer (auth and misc pages, the blank demo);
 * - `layoutOverrides` forces layout settings while the page is on screen (a collapsed menu, a boxed page...).
 * A child route's meta wins over its parent's.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: 'blank'
    layoutOverrides?: Partial<LayoutSettings>
  }
}

const NO_OVERRIDES: Partial<LayoutSettings> = {}

export function useRouteMeta() {
  const matches = useMatches()
  let layout: 'blank' | undefined
  let layoutOverrides = NO_OVERRIDES
  let notFound = false
  for (const match of matches) {
    layout = match.staticData.layout ?? layout
    layoutOverrides = match.staticData.layoutOverrides ?? layoutOverrides
    // an unknown URL marks the deepest matched route with _notFound; a thrown notFound() sets the status
    notFound ||= match.status === 'notFound' || match._notFound === true
  }
  return { layout: notFound ? ('blank' as const) : layout, layoutOverrides }
}
