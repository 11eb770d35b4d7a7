import type { ReactNode } from 'react'

/** The page's h1 and its one-line explanation, above every auth form. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children && <p className="text-muted-foreground">{children}</p>}
    </div>
  )
}
