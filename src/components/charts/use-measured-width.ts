import { useEffect, useState } from 'react'

/**
 * The width of an element, from a ResizeObserver: one read per resize, handed over by the observer, and no layout
 * read while rendering. 0 until the first observation (the chart draws once it is sized). `onResize` gets each
 * new width too (useCategoryTicks'); it must be stable.
 */
export function useMeasuredWidth<T extends HTMLElement>(onResize?: (width: number) => void) {
  const [node, setNode] = useState<T | null>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    if (!node) return
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1)
      if (!entry) return
      const next = Math.floor(entry.contentRect.width)
      setWidth(next)
      onResize?.(next)
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, onResize])
  return { observe: setNode, width }
}
