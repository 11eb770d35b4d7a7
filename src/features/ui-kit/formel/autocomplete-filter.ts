/** Lower case without accents, so "sao" finds "São Paulo". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

export function filterOptions(options: readonly string[], query: string): string[] {
  const needle = fold(query.trim())
  if (!needle) return [...options]
  return options.filter((option) => fold(option).includes(needle))
}
