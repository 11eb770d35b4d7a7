/** Escapes a search text for use inside a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text with every case-insensitive occurrence of `query` marked (<mark>, which screen readers may announce). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const needle = query.trim()
  if (!needle) return text
  const parts = text.split(new RegExp(`(${escape(needle)})`, 'gi'))
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="rounded-sm bg-warning/25 px-0.5 text-foreground">
        {part}
      </mark>
    ) : (
      part
    ),
  )
}
