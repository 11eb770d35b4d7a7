import { useSyncExternalStore } from 'react'

/*
 * The shell sets the skin class and dir on <html> (an inline script before paint, then the layout store).
 * Widgets rendered outside React's tree of providers, such as the toaster, read them from there.
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'dir'] })
  return () => observer.disconnect()
}

export function useHtmlDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  )
}

export function useHtmlDir(): 'ltr' | 'rtl' {
  return useSyncExternalStore(
    subscribe,
    () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
    () => 'ltr',
  )
}
