import { useCallback, useRef, type RefObject } from 'react'

const MARK = 'data-scroll-region'

/** Spread on the element a long list scrolls in: its virtual rows find it by this mark. */
export const scrollRegionProps = { [MARK]: '' } as const

/** The scroll region around an element, or null when it is in none (or not drawn yet). */
export const scrollRegionOf = (element: Element | null): HTMLElement | null =>
  element?.closest<HTMLElement>(`[${MARK}]`) ?? null

/**
 * For a virtual list drawn inside a scroll region (`scrollRegionProps`): a ref for the list's own element, and the
 * `getScrollElement` TanStack Virtual asks for. The virtualiser asks from its layout effect; React has set the
 * component's own refs by then, but not yet its parent's, so the region is found from the list, not handed down.
 * Handing it down as state cost the whole page a second render, in one task, as it mounted (docs/state.md, "The
 * first page draws once").
 */
export function useScrollRegion<T extends Element>(): [
  ref: RefObject<T | null>,
  getScrollElement: () => HTMLElement | null,
] {
  const ref = useRef<T>(null)
  const getScrollElement = useCallback(() => scrollRegionOf(ref.current), [])
  return [ref, getScrollElement]
}
