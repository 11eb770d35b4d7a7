import type { Page } from '@playwright/test'
import { authCalls } from '../../contract/auth.calls'

/**
 * Waits until the navbar's after-first-page parts (bookmarks, menus) are in and nothing on the page is still
 * animating: an axe scan taken while a part slides in can find a target that is only half drawn.
 */
export async function waitForSettledShell(page: Page): Promise<void> {
  await page.locator('header nav').first().waitFor()
  // endless ones (a spinner, a skeleton's pulse) never finish and draw nothing an axe scan could trip on
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  )
}

/** Waits until React has replaced the boot screen with a layout. */
export async function waitForShell(page: Page): Promise<void> {
  await page.locator('[data-layout]').first().waitFor()
}

/** Seeds layout preferences before the app's first script runs, as a returning visitor would have them. */
export async function presetLayout(
  page: Page,
  settings: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
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

/**
 * Starts the test signed in as the sample admin without going through the form (auth.spec.ts covers the form):
 * asks the mock back end for tokens from inside the page and stores them as the app does.
 */
export async function startSignedIn(page: Page, email = 'admin@demo.com', password = email.split('@')[0]) {
  await page.goto('/login')
  // the app starts the mock back end at boot; wait until its worker controls the page
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
  await page.evaluate(
    async ([user, secret, loginPath]) => {
      const response = await fetch(loginPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user, password: secret }),
      })
      const { userData, accessToken, refreshToken } = await response.json()
      localStorage.setItem('userData', JSON.stringify(userData))
      localStorage.setItem('accessToken', accessToken)
      localStorage.setItem('refreshToken', refreshToken)
    },
    [email, password, authCalls.login.path] as const,
  )
}
