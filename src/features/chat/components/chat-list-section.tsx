import type { ReactNode } from 'react'
import { useId } from 'react'

/** A titled list under the search box; says "no results" itself when the filter leaves it empty. */
export function ChatListSection({
  title,
  empty,
  children,
}: {
  title: string
  /** Shown instead of the list when there are no rows. */
  empty: string | null
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2 id={headingId} className="px-3 pt-2 text-base font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="px-3 py-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-0.5">{children}</ul>
      )}
    </section>
  )
}
