/** The page's h1 and one line on what it shows; card titles below are h2. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children?: React.ReactNode
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">
          {/* isolated, so an English line in a right-to-left layout keeps its full stop at its end */}
          <bdi>{intro}</bdi>
        </p>
      </div>
      {children}
    </header>
  )
}

/** A titled group of cards; the h2 keeps the page outline, cards inside use h3. */
export function Section({
  title,
  first,
  children,
}: {
  title: string
  first?: boolean
  children: React.ReactNode
}) {
  return (
    <section className={first ? 'flex flex-col gap-4' : 'mt-8 flex flex-col gap-4'}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}
