import { useVirtualizer, type Range } from '@tanstack/react-virtual'
import { useCallback, type Key } from 'react'
import { useScrollRegion } from './use-scroll-region'

export interface VirtualRowsOptions<Item extends { id: Key }> {
  /** Every row's item; only those in view (and `overscan` more on each side) are drawn. */
  items: readonly Item[]
  /** A row's height before it is drawn: one for all, or per item. */
  estimateSize: number | ((item: Item) => number)
  overscan?: number
  /** Which indexes to draw, from the ones in view: keep a dragged row drawn when it leaves the view. */
  rangeExtractor?: (range: Range) => number[]
}

/**
 * A long list that draws only the rows in view of the scroll region it sits in (`scrollRegionProps`), through
 * TanStack Virtual. Put `ref` on the list's element. `before` and `after` are the heights of the rows not drawn
 * above and below, for spacers or padding; or place each row at its `start` in a list of `virtualizer`'s
 * `getTotalSize()`. Rows are keyed by their item's `id`.
 */
export function useVirtualRows<T extends Element, Item extends { id: Key }>({
  items,
  estimateSize,
  overscan = 8,
  rangeExtractor,
}: VirtualRowsOptions<Item>) {
  // stable: a new getItemKey makes the virtualiser place all 10,000 rows again, on every scroll step
  const getItemKey = useCallback((index: number) => items[index].id, [items])
  const estimate =
    typeof estimateSize === 'number' ? () => estimateSize : (index: number) => estimateSize(items[index])
  const [ref, getScrollElement] = useScrollRegion<T>()
  // the virtualiser keeps its own mutable state, read afresh on every render: nothing here is memoised against
  // it, so the compiler rule's concern (a stale memoised read) does not apply
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement,
    estimateSize: estimate,
    getItemKey,
    overscan,
    rangeExtractor,
  })
  const rows = virtualizer.getVirtualItems()
  const before = rows[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0)
  return { ref, virtualizer, rows, before, after }
}
