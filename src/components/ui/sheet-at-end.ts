import { useEffect, useSyncExternalStore } from 'react'

/*
 * How many sheets on the end edge are open (the customizer, the list screens' add and edit forms). The toaster
 * reads it: toasts rise at the bottom end, exactly where such a sheet keeps its last settings and its Save
 * button, so while one is open they rise at the bottom start instead. A module of its own, so the toaster's chunk
 * does not take Radix's dialog with it.
 */
let open = 0
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Counts the calling component as an open end sheet while it is mounted. */
export function useCountAsEndSheet() {
  useEffect(() => {
    open += 1
    for (const listener of listeners) listener()
    return () => {
      open -= 1
      for (const listener of listeners) listener()
    }
  }, [])
}

/** Is a sheet open on the end edge? */
export function useEndSheetOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  )
}
