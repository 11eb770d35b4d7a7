/**
 * A ResizeObserver for component tests of charts (jsdom lays nothing out): it reports a box `width` px wide as
 * soon as it observes one, the way the browser reports a chart's card. `vi.stubGlobal('ResizeObserver',
 * observerOfWidth(600))` in a test file; `vi.unstubAllGlobals()` after.
 */
export function observerOfWidth(width: number) {
  return class FixedWidthObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width, height: 0 } } as unknown as ResizeObserverEntry
      this.callback([entry], this)
    }
    unobserve() {}
    disconnect() {}
  }
}
