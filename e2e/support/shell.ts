import type { Page } from '@playwright/test'
import { authCalls } from '../../contract/auth.calls'

/**
 * Waits until the navbar's after-first-page parts (bookmarks, menus) are in and nothing on the page is still
 * animating: an axe scan taken while a part slides in can find a target that is only half drawn.
 */
export async function waitForSettledShell(page: Page): Promise<void> {
  await page.locator('header nav').first().waitFor()
  await waitForStillScreen(page, 1)
}

/**
 * Waits until nothing on the page has moved for a few frames in a row: the screen at rest, as a user reads it. An axe
 * scan taken while a toast or a dialog fades in measures its text against a half-drawn background (a toast's title
 * read 1.6:1 there, well above 4.5:1 at rest). A few frames, not one: sonner draws a toast first and starts its slide
 * from an effect a frame or two later, and a single quiet frame can fall between the two. Wait for what should be on
 * screen (the toast's words, the dialog) first: this cannot know that something is still to come.
 */
export async function waitForStillScreen(page: Page, frames = 5): Promise<void> {
  await page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let quiet = 0
        const check = () => {
          // endless ones (a spinner, a skeleton's pulse) never finish and draw nothing a scan could trip on
          const moving = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            )
          quiet = moving ? 0 : quiet + 1
          if (quiet >= needed) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    frames,
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
