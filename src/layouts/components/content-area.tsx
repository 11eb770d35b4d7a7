import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { CUSTOMIZER_GUTTER_CLASS } from '../customizer/gutter'
import { RouteTransition } from './route-transition'
import { MAIN_CONTENT_ID } from './skip-link'

/** The page area, with the route entrance animation. */
export function ContentArea({ children }: { children: ReactNode }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={cn('w-full flex-1 px-4 py-6 outline-none md:px-6', CUSTOMIZER_GUTTER_CLASS)}
    >
      <RouteTransition>{children}</RouteTransition>
    </main>
  )
}
