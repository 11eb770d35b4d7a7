import { useRouterState } from '@tanstack/react-router'
import { startTransition, useEffect, useState } from 'react'

/** Set once the first page of the visit has loaded; it never goes back. */
let firstPageLoaded = false

/**
 * False until the first page of the visit has loaded (its code and loaders), then true for good. The selection
 * stays true once it is, so later navigations (which set `isLoading` again) re-render nothing that asks.
 */
export function useFirstPageLoaded(): boolean {
  return useRouterState({
    select: (state) => (firstPageLoaded ||= state.resolvedLocation !== undefined && !state.isLoading),
  })
}

/**
 * False until the first page has loaded and the browser has a quiet moment. UI that is not part of the page a
 * visitor came for (navbar dropdowns, bookmarks, the toaster, the phone menu) waits for it, so its chunks do not
 * compete with the page's own for the network on a slow connection.
 */
export function usePageSettled(): boolean {
  const pageLoaded = useFirstPageLoaded()
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!pageLoaded || settled) return
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => startTransition(() => setSettled(true)), { timeout: 1500 })
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(() => startTransition(() => setSettled(true)), 200)
    return () => clearTimeout(timer)
  }, [pageLoaded, settled])
  return settled
}
