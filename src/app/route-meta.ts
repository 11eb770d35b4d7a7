import { useMatches } from '@tanstack/react-router'
import type { CustomTypeOptions } from 'i18next'
import type { LayoutSettings } from '@/config/theme-config'

/*
 * What a route can say about its page in `staticData`:
 * - `layout: 'blank'` draws the page with no menu, navbar or footer (auth and misc pages, the blank demo);
 * - `layoutOverrides` forces layout settings while the page is on screen (a collapsed menu, a boxed page...).
 * - `titleKey`: the tab title, a key in the `navigation` namespace, for pages the menu does not name (sign-in);
 *   menu pages take their menu title (see document-title.ts).
 * - `namespaces`: the i18n namespaces its page uses, fetched as soon as navigation starts, in parallel with the
 *   page's code (otherwise the page would fetch them only once it renders: one more round trip).
 * A child route's meta wins over its parent's; namespaces add up.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: 'blank'
    layoutOverrides?: Partial<LayoutSettings>
    namespaces?: readonly (keyof CustomTypeOptions['resources'])[]
    titleKey?: keyof CustomTypeOptions['resources']['navigation']
  }
}

export type RouteMatch = ReturnType<typeof useMatches>[number]

/** True for the match that stands for an unknown URL or a thrown notFound(). */
export function isNotFoundMatch(match: RouteMatch): boolean {
  // an unknown URL marks the deepest matched route with _notFound (the router's name); notFound() sets the status
  // oxlint-disable-next-line no-underscore-dangle
  return match.status === 'notFound' || match._notFound === true
}

/** The layout the matched routes ask for: a not-found page is blank, else the deepest route that says wins. */
function layoutOf(matches: readonly RouteMatch[]): 'blank' | undefined {
  let layout: 'blank' | undefined
  for (const match of matches) {
    if (isNotFoundMatch(match)) return 'blank'
    layout = match.staticData.layout ?? layout
  }
  return layout
}

/**
 * The layout the page on screen asks for (its forced settings reach the layout store from router.tsx). It
 * selects one word from the matches, so the root re-renders when the layout changes, not on every step of every
 * navigation (that re-drew the whole shell twice during a load).
 */
export function useRouteLayout(): 'blank' | undefined {
  return useMatches({ select: layoutOf })
}
