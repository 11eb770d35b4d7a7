import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLayout } from '@/lib/layout/layout-store'
import './route-transition.css'

/** Replays the chosen entrance animation each time the page (not just its search params) changes. */
export function RouteTransition({ children }: { children: ReactNode }) {
  const transition = useLayout((s) => s.routerTransition)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <div key={pathname} className={transition === 'none' ? undefined : `route-${transition}`}>
      {children}
    </div>
  )
}
