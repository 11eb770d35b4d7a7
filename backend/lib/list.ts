import type { Context } from 'hono'
import { MAX_PER_PAGE, TOTAL_COUNT_HEADER, WHOLE_LIST_MAX, type PaginationQuery } from '../../contract/common'

/** Case-insensitive substring match of `q` (trimmed) on any of the fields; no text keeps everything. */
export function searchItems<T>(items: T[], q: string | undefined, fields: readonly (keyof T)[]): T[]
export function searchItems<T>(
  items: readonly T[],
  q: string | undefined,
  fields: readonly (keyof T)[],
): readonly T[]
export function searchItems<T>(
  items: readonly T[],
  q: string | undefined,
  fields: readonly (keyof T)[],
): readonly T[] {
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
export function sortItems<T>(items: readonly T[], key: keyof T, direction: SortDirection = 'asc'): T[] {
  const sign = direction === 'asc' ? 1 : -1
  return items.toSorted((a, b) => {
    const [x, y] = [a[key], b[key]]
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : textOrder.compare(String(x), String(y))
    return order * sign
  })
}

const sortedCopies = new WeakMap<readonly object[], Map<unknown, readonly object[]>>()

/** What `sort()` gives for `items` and `order`, worked out once per frozen array (see `sortedOnce`). */
function remember<T extends object>(
  items: readonly T[],
  order: unknown,
  sort: () => readonly T[],
): readonly T[] {
  let byOrder = sortedCopies.get(items)
  if (!byOrder) sortedCopies.set(items, (byOrder = new Map()))
  let sorted = byOrder.get(order) as readonly T[] | undefined
  if (!sorted) byOrder.set(order, (sorted = sort()))
  return sorted
}

/**
 * `items.toSorted(compare)`, remembered for as long as `items` lives: for a collection read from the store, which
 * is frozen and replaced (never changed) by a write, so the same array means the same content (docs/backend.md,
 * "Cache"). Filter the sorted copy rather than sorting a filtered one: the sort is stable, so the order is the
 * same, and a list call sorts once per write instead of once per call. `compare` must be a module constant.
 */
export function sortedOnce<T extends object>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
): readonly T[] {
  return remember(items, compare, () => items.toSorted(compare))
}

/** `sortItems(items, key, direction)`, remembered like `sortedOnce`: only for a frozen collection from the store. */
export function sortedByOnce<T extends object>(
  items: readonly T[],
  key: keyof T & string,
  direction: SortDirection = 'asc',
): readonly T[] {
  return remember(items, `${key} ${direction}`, () => sortItems(items, key, direction))
}

/**
 * The most rows a list call answers when it is asked for the whole list (docs/api.md, "Limits"): past it the reply
 * carries the first WHOLE_LIST_MAX and the true total, and the caller pages through the rest.
 */
export { WHOLE_LIST_MAX }

/**
 * A list the contract answers as a bare array, capped: at most WHOLE_LIST_MAX rows from `offset`, the whole
 * list's length in the X-Total-Count header (docs/api.md, "Limits"). The body stays a bare array.
 */
export function wholeList<T>(c: Context, items: readonly T[], offset = 0): readonly T[] {
  c.header(TOTAL_COUNT_HEADER, String(items.length))
  return offset === 0 && items.length <= WHOLE_LIST_MAX ? items : items.slice(offset, offset + WHOLE_LIST_MAX)
}

/** Where a page starts and how many rows it holds; perPage is capped at MAX_PER_PAGE. */
export function pageWindow(query: PaginationQuery, defaultPerPage: number) {
  const limit = Math.min(query.perPage ?? defaultPerPage, MAX_PER_PAGE)
  return { offset: ((query.page ?? 1) - 1) * limit, limit }
}

/** One page of the items and the true total; a page past the end is empty. perPage is capped at MAX_PER_PAGE. */
export function paginate<T>(items: readonly T[], query: PaginationQuery, defaultPerPage: number) {
  const { offset, limit } = pageWindow(query, defaultPerPage)
  return { items: items.slice(offset, offset + limit), total: items.length }
}
