import { DebouncedSearchInput } from '@/components/ui/search-input'

interface HelpHeroProps {
  title: string
  subtitle: string
  searchLabel: string
  placeholder: string
  q: string
  onSearch: (q: string) => void
}

/** The banner with the page's title and its search field (the text is committed to the address). */
export function HelpHero({ title, subtitle, searchLabel, placeholder, q, onSearch }: HelpHeroProps) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-lg bg-primary-light px-4 py-10 text-center">
      <h1 className="text-2xl font-semibold text-primary-ink">{title}</h1>
      <p className="max-w-xl text-muted-foreground">{subtitle}</p>
      <div role="search" className="w-full max-w-xl">
        <DebouncedSearchInput
          value={q}
          onCommit={onSearch}
          aria-label={searchLabel}
          placeholder={placeholder}
          className="bg-card"
        />
      </div>
    </section>
  )
}
