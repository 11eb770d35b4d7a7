import type { KeyboardEvent as ReactKeyboardEvent } from 'react'

/** Apple keyboards say ⌘ where others say Ctrl; both work (the handlers accept either modifier). */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent)
}

export const modKey = () => (isApplePlatform() ? '⌘' : 'Ctrl')

/** Ctrl/⌘ plus `key`, with no other modifier. */
export const isModKey = (event: KeyboardEvent | ReactKeyboardEvent, key: string) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === key
