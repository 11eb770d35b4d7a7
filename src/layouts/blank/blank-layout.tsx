import type { ReactNode } from 'react'
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link'

/** No menu, navbar or footer: the page owns the whole screen (auth pages, misc pages, the blank demo). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh" data-layout="blank">
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh outline-none">
        {children}
      </main>
    </div>
  )
}
