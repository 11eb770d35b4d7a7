import { AxeBuilder } from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export { expect }

// WCAG 2.2 AA: target size (2.5.8) is a 2.2 rule
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeOptions {
  /** CSS selectors to leave out, e.g. a third-party widget that is checked elsewhere. */
  exclude?: string[]
  /** Limit the scan to this part of the page. */
  include?: string
}

type AxeScan = (options?: AxeOptions) => Promise<string[]>

/**
 * One line per violating node, so `expect(await axe()).toEqual([])` prints a diff that says what is wrong and
 * where without opening the trace.
 */
function formatViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} at ${node.target.join(' ')}` +
        (node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').trim()})` : ''),
    ),
  )
}

export const test = base.extend<{ axe: AxeScan; offlineNoticeHeard: boolean }>({
  /*
   * The one-time "Ready to work offline" toast (docs/offline.md) arrives whenever the worker's cache fill ends,
   * seconds into a test, and would land in the middle of unrelated checks (a count of statuses, a render count):
   * every test starts as a browser that has heard it, but e2e/offline.spec.ts, which turns this off to see it.
   */
  offlineNoticeHeard: [true, { option: true }],
  page: async ({ page, offlineNoticeHeard }, use) => {
    if (offlineNoticeHeard)
      await page.addInitScript(() => localStorage.setItem('tessera.offline-ready', '1'))
    await use(page)
  },
  axe: async ({ page }, use) => {
    await use(async (options = {}) => {
      // Legacy mode runs axe once in the page. The default mode finishes every scan in a new blank page, which
      // took twice as long (measured 2.5-4 s against 6-8 s a scan on a busy machine). Tessera has no iframes,
      // which are what that mode is for.
      // label-content-name-mismatch (WCAG 2.5.3, label in name) is one of axe's experimental rules, off unless
      // named: a voice-control user says the words they see, so a control's name must begin with them
      let builder = new AxeBuilder({ page })
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .withTags(wcagTags)
        .setLegacyMode(true)
      if (options.include) builder = builder.include(options.include)
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
      const results = await builder.analyze()
      return formatViolations(results.violations)
    })
  },
})

/** Navigates and waits until React has rendered the app shell into `#root`. */
export async function gotoApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0)
}
