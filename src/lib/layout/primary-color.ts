import { useSyncExternalStore } from 'react'

/*
 * The primary colour the customizer offers (docs/layout.md, "Primary colour"). It lives apart from the layout
 * store, under a localStorage key of its own, because the store is in the first script every page loads and this
 * is needed only by the customizer: the colour itself is CSS (tokens.css, [data-primary]), which the inline script
 * in index.html sets on <html> from the same key before the first paint.
 */
export const PRIMARY_COLORS = ['indigo', 'blue', 'teal', 'green', 'orange', 'rose'] as const
export type PrimaryColor = (typeof PRIMARY_COLORS)[number]
export const DEFAULT_PRIMARY_COLOR: PrimaryColor = 'indigo'
export const PRIMARY_COLOR_KEY = 'tessera.primaryColor'

const listeners = new Set<() => void>()

function read(): PrimaryColor {
  try {
    const stored = localStorage.getItem(PRIMARY_COLOR_KEY)
    return PRIMARY_COLORS.find((color) => color === stored) ?? DEFAULT_PRIMARY_COLOR
  } catch {
    return DEFAULT_PRIMARY_COLOR
  }
}

export function setPrimaryColor(color: PrimaryColor): void {
  try {
    localStorage.setItem(PRIMARY_COLOR_KEY, color)
  } catch {
    // storage full or disabled: the colour still applies for this visit
  }
  document.documentElement.dataset.primary = color
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The chosen preset; what <html> shows unless storage was changed meanwhile by another tab. */
export const usePrimaryColor = () => useSyncExternalStore(subscribe, read, read)
