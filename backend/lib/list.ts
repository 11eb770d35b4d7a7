import { MAX_PER_PAGE, type PaginationQuery } from '../../contract/common'

/** Case-insensitive substring match of `q` (trimmed) on any of the fields; no text keeps everything. */
export function searchItems<T>(items: T[], q: string | undefined, fields: readonly (keyof T)[]): T[] {
  const needle = q?.trim().toLowerCase()
  if (!needle) return items
  return items.filter((item) =>
    fields.some((field) =>
      String(item[field] ?? '')
        .toLowerCase()
        .includes(needle),
    ),
  )
}

export type SortDirection = 'asc' | 'desc'

// numeric: "9 Years" before "10 Years"; base sensitivity: case and accents do not split equal words
const textOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/**
 * A sorted copy; numbers compare numerically, everything else as text (digits inside text by their value).
 * The sort is stable, so rows that tie keep the order they came in, in both directions.
 */
export function sortItems<T>(items: T[], key: keyof T, direction: SortDirection = 'asc'): T[] {
  const sign = direction === 'asc' ? 1 : -1
  return items.toSorted((a, b) => {
    const [x, y] = [a[key], b[key]]
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : textOrder.compare(String(x), String(y))
    return order * sign
  })
}

/** One page of the items and the true total; a page past the end is empty. perPage is capped at MAX_PER_PAGE. */
export function paginate<T>(items: T[], query: PaginationQuery, defaultPerPage: number) {
  const perPage = Math.min(query.perPage ?? defaultPerPage, MAX_PER_PAGE)
  const start = ((query.page ?? 1) - 1) * perPage
  return { items: items.slice(start, start + perPage), total: items.length }
}

export const nextId = (items: readonly { id: number }[]) =>
  items.reduce((max, item) => Math.max(max, item.id), 0) + 1
