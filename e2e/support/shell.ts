import type { Page } from '@playwright/test'

/** Waits until React has replaced the boot screen with a layout. */
export async function waitForShell(page: Page): Promise<void> {
  await page.locator('[data-layout]').first().waitFor()
}

/** Seeds layout preferences before the app's first script runs, as a returning visitor would have them. */
export async function presetLayout(page: Page, settings: Record<string, unknown>, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ([layout, items]) => {
      if (sessionStorage.getItem('preset-done')) return
      sessionStorage.setItem('preset-done', '1')
      localStorage.setItem('tessera.layout', JSON.stringify(layout))
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
    },
    [settings, extra] as const,
  )
}
