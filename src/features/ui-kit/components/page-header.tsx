/** The page's h1 and one line on what it shows; sections below are h2, their cards h3. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="mb-6 flex flex-col gap-1">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">
        {/* isolated, so an English line in a right-to-left layout keeps its full stop at its end */}
        <bdi>{intro}</bdi>
      </p>
    </header>
  )
}
