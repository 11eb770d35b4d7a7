import { useRouterState } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { useLayout } from '@/lib/layout/layout-store'
import './route-transition.css'

/**
 * Replays the chosen entrance animation each time the page (not just its search params) changes. The first page
 * of a visit appears at once: the boot screen was the transition, and content that starts transparent is not
 * counted as painted (it would delay Largest Contentful Paint).
 *
 * The key is the path of the page on screen (the last rendered match), not the location: the location changes
 * as soon as a click starts the navigation, while the old page is still the one drawn, and a key taken from it
 * made React throw the old page away and mount it again just before the new one replaced it.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const transition = useLayout((s) => s.routerTransition)
  const pathname = useRouterState({
    select: (state) => state.matches.at(-1)?.pathname ?? state.location.pathname,
  })
  const [firstPath] = useState(pathname)
  const animate = transition !== 'none' && pathname !== firstPath
  return (
    <div key={pathname} className={animate ? `route-${transition}` : undefined}>
      {children}
    </div>
  )
}
