import type { ReactNode } from 'react'

/**
 * A page's h1 and one line on what it shows, with the space below it that separates it from the page; anything
 * given as children (a picker, an action) sits at the end of the row. Sections below are h2.
 */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children?: ReactNode
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="max-w-3xl text-muted-foreground">
          {/* isolated, so an English line in a right-to-left layout keeps its full stop at its end */}
          <bdi>{intro}</bdi>
        </p>
      </div>
      {children}
    </header>
  )
}
