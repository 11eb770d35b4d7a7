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
