import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/dom'

// Lazy chunks (the rich-text editor, zod for the sign-in form) load through Vite's transform on first use; on a
// busy 2-core CI machine that passed the 1 s default of findBy and waitFor once. Passing tests do not wait longer.
configure({ asyncUtilTimeout: 4000 })

/*
 * jsdom lacks a few layout and pointer APIs that Radix (popper, select, scroll-area) and cmdk call.
 * These stand-ins do nothing; they only stop the calls from throwing.
 */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver
// the same for IntersectionObserver (the scroll-to-top button): nothing ever scrolls in jsdom
globalThis.IntersectionObserver ??= class extends NoopResizeObserver {
  readonly root = null
  readonly rootMargin = '0px'
  readonly thresholds = [0]
  takeRecords = () => []
} as unknown as typeof IntersectionObserver

if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {}
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.setPointerCapture ??= () => {}
  Element.prototype.releasePointerCapture ??= () => {}
}

if (typeof window !== 'undefined') {
  // jsdom has scrollTo but only to log "not implemented"; the router calls it on every navigation
  window.scrollTo = () => {}
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
