import { expect, test } from './fixtures'
import { presetLayout, startSignedIn, waitForShell } from './support/shell'

const menu = (page: import('@playwright/test').Page) => page.getByTestId('vertical-menu')

// The shell is for signed-in users; every journey here starts as the sample admin.
test.beforeEach(async ({ page }) => startSignedIn(page))

test.describe('vertical layout', () => {
  test('the collapsed menu persists across a reload and expands while hovered', async ({ page }) => {
    await page.goto('/')
    await waitForShell(page)
    await expect(menu(page)).toHaveJSProperty('offsetWidth', 260)
    await page.getByRole('button', { name: 'Collapse menu' }).click()
    await page.mouse.move(900, 500)
    await expect.poll(() => menu(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(80)
    expect(await page.evaluate(() => localStorage.getItem('menuCollapsed'))).toBe('true')

    await page.reload()
    await waitForShell(page)
    await expect.poll(() => menu(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(80)
    await menu(page).hover()
    await expect.poll(() => menu(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(260)
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-pressed', 'true')
  })

  test('the active item follows the route and its groups open', async ({ page }) => {
    await page.goto('/menu-levels/third-level')
    await waitForShell(page)
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    await expect(nav.getByRole('link', { name: 'Third Level', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('button', { name: /Menu Levels/ })).toHaveAttribute('aria-expanded', 'true')
    await nav.getByRole('button', { name: /Page Layouts/ }).click()
    await nav.getByRole('link', { name: 'Boxed Layout' }).click()
    await expect(page).toHaveURL(/\/page-layout\/layout-boxed$/)
    await expect(nav.getByRole('link', { name: 'Boxed Layout' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Third Level', exact: true })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(nav.getByRole('button', { name: /Menu Levels/ })).toHaveAttribute('aria-expanded', 'true')

    // a route change re-renders only the rows whose state it changes (vertical-menu-items.tsx); between two
    // pages of one group nothing else (a language file, a group opening) redraws the rest, so the link left
    // behind must follow by itself
    await nav.getByRole('link', { name: 'Third Level', exact: true }).click()
    await expect(page).toHaveURL(/\/menu-levels\/third-level$/)
    await nav.getByRole('link', { name: 'Second Level', exact: true }).click()
    await expect(page).toHaveURL(/\/menu-levels\/second-level$/)
    await expect(nav.getByRole('link', { name: 'Second Level', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'Third Level', exact: true })).not.toHaveAttribute(
      'aria-current',
    )
  })
})

test.describe('right to left', () => {
  test('choosing RTL in the customizer mirrors the shell and survives a reload', async ({ page }) => {
    await page.goto('/')
    await waitForShell(page)
    await page.getByRole('button', { name: 'Open the theme customizer' }).click()
    const drawer = page.getByRole('dialog', { name: 'Theme Customizer' })
    await drawer.getByRole('radio', { name: 'Right to left' }).check()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    // the drawer now comes from the left edge, the menu sits on the right
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().left)).toBe(0)
    await page.keyboard.press('Escape')
    const viewport = page.viewportSize()!
    await expect
      .poll(() => menu(page).evaluate((el) => Math.round(el.getBoundingClientRect().right)))
      .toBe(viewport.width)

    await page.reload()
    await waitForShell(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await menu(page).evaluate((el) => Math.round(el.getBoundingClientRect().right))).toBe(
      viewport.width,
    )
  })
})

test.describe('no flash of the wrong theme', () => {
  test('the stored dark skin, primary colour and direction are on <html> before any app script runs', async ({
    page,
  }) => {
    await presetLayout(page, { skin: 'dark', isRTL: true }, { 'tessera.primaryColor': 'teal' })
    await page.goto('/misc/error')
    // the first visit done: the mock back end's worker in control and the page drawn, so nothing of that visit
    // (the worker claiming the page) races the reload below
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await waitForShell(page)
    await page.evaluate(() => sessionStorage.clear())
    // block every script file: whatever is on <html> now was set by the inline script in index.html
    await page.route('**/*.js', (route) => route.abort())
    await page.reload()
    const html = page.locator('html')
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/)
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(html).toHaveAttribute('data-skin', 'dark')
    await expect(html).toHaveAttribute('data-primary', 'teal')
    await expect(page.getByRole('status')).toBeVisible()
  })
})

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the overlay menu opens from the navbar and closes by Esc, backdrop and navigating', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForShell(page)
    await expect(menu(page)).toHaveCount(0)
    const open = page.getByRole('button', { name: 'Open menu' })
    const overlay = page.getByRole('dialog', { name: 'Main menu' })

    await open.click()
    await expect(overlay).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(overlay).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await page.mouse.click(370, 400) // the backdrop beside the drawer
    await expect(overlay).toBeHidden()

    await open.click()
    await overlay.getByRole('link', { name: 'Access Control' }).click()
    await expect(page).toHaveURL(/\/access-control$/)
    await expect(overlay).toBeHidden()
  })
})

test.describe('horizontal layout', () => {
  test('shows a top menu with dropdown groups, and falls back to the overlay menu below 1200 px', async ({
    page,
  }) => {
    await presetLayout(page, { layout: 'horizontal' })
    await page.goto('/')
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible()
    await expect(menu(page)).toHaveCount(0)
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    await nav.getByRole('button', { name: 'Pages' }).click()
    await page.getByRole('menuitem', { name: 'Page Layouts' }).hover()
    await page.getByRole('menuitem', { name: 'Boxed Layout' }).click()
    await expect(page).toHaveURL(/\/page-layout\/layout-boxed$/)
    await expect(nav.getByRole('button', { name: 'Pages' })).toHaveClass(/bg-primary/)

    await page.setViewportSize({ width: 1024, height: 800 })
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible()
  })
})

test.describe('languages', () => {
  test('switching language changes the menu at once and is remembered', async ({ page }) => {
    await page.goto('/')
    await waitForShell(page)
    await page.goto('/access-control')
    await expect(page).toHaveTitle('Access Control · Tessera')
    await page.getByRole('button', { name: /^Language:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click()
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' })
    await expect(nav.getByRole('link', { name: 'Zugriffskontrolle' })).toBeVisible()
    // the tab title follows the page and the language
    await expect(page).toHaveTitle('Zugriffskontrolle · Tessera')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')

    await page.reload()
    await waitForShell(page)
    await expect(
      page.getByRole('navigation', { name: 'Hauptmenü' }).getByText('Zugriffskontrolle'),
    ).toBeVisible()
    await page.getByRole('button', { name: /^Sprache:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await expect(
      page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Contrôle d’accès' }),
    ).toBeVisible()
  })

  test('Arabic turns the page right to left, and English gives the direction back', async ({ page, axe }) => {
    await page.goto('/')
    await waitForShell(page)
    const html = page.locator('html')
    await page.getByRole('button', { name: /^Language:/ }).click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    await expect(html).toHaveAttribute('lang', 'ar')
    await expect(html).toHaveAttribute('dir', 'rtl')
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' })
    await expect(nav.getByRole('link', { name: 'التحكم في الوصول' })).toBeVisible()
    await page.getByRole('button', { name: /^الإشعارات/ }).waitFor()
    expect(await axe()).toEqual([])

    await page.getByRole('button', { name: /^اللغة:/ }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(html).toHaveAttribute('lang', 'en')
    await expect(html).toHaveAttribute('dir', 'ltr')
  })
})

test.describe('customizer', () => {
  test('a section reset and a full reset restore the defaults', async ({ page }) => {
    await page.goto('/')
    await waitForShell(page)
    await page.getByRole('button', { name: 'Open the theme customizer' }).click()
    const drawer = page.getByRole('dialog', { name: 'Theme Customizer' })
    await drawer.getByRole('radio', { name: 'Dark', exact: true }).first().check()
    await drawer.getByRole('radio', { name: 'Boxed' }).check()
    await drawer.getByRole('radio', { name: 'Horizontal' }).check()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible()
    await expect(page.locator('[data-content-width="boxed"]')).toBeVisible()

    await drawer.getByRole('button', { name: 'Reset Skin' }).click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await expect(page.locator('[data-content-width="boxed"]')).toBeVisible()

    await drawer.getByRole('button', { name: 'Reset all settings' }).click()
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible()
    await expect(page.locator('[data-content-width="full"]')).toBeVisible()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tessera.layout') ?? '{}'))
    expect(stored).toMatchObject({ skin: 'light', layout: 'vertical', contentWidth: 'full' })
  })
})

test.describe('route meta', () => {
  test('a page can force a layout and gives the user settings back on leaving', async ({ page }) => {
    await page.goto('/page-layout/collapse-menu')
    await waitForShell(page)
    await page.mouse.move(900, 500)
    await expect.poll(() => menu(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(80)
    expect(await page.evaluate(() => localStorage.getItem('menuCollapsed'))).not.toBe('true')

    await page.goto('/page-layout/without-menu')
    await waitForShell(page)
    await expect(menu(page)).toHaveCount(0)

    await page.goto('/page-layout/layout-blank')
    await expect(page.locator('[data-layout="blank"]')).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible()
    await expect.poll(() => menu(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(260)
  })

  test('unknown routes and /misc/error show the 404 page', async ({ page }) => {
    await page.goto('/this/page/does-not-exist')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found · Tessera')
    await expect(page.locator('[data-layout="blank"]')).toBeVisible()
    await page.goto('/misc/error')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('accessibility', () => {
  for (const [name, settings] of [
    ['light', {}],
    ['dark', { skin: 'dark' }],
    ['rtl', { isRTL: true }],
    ['semi-dark', { skin: 'semi-dark' }],
  ] as const) {
    test(`axe finds no violations on the shell (${name})`, async ({ page, axe }) => {
      await presetLayout(page, settings)
      await page.goto('/')
      await waitForShell(page)
      await page.getByRole('button', { name: /^Notifications/ }).waitFor()
      expect(await axe()).toEqual([])
    })
  }

  test('axe finds no violations with the customizer open', async ({ page, axe }) => {
    await page.goto('/')
    await waitForShell(page)
    await page.getByRole('button', { name: 'Open the theme customizer' }).click()
    await page.getByRole('dialog', { name: 'Theme Customizer' }).waitFor()
    expect(await axe()).toEqual([])
  })
})

test.describe('navbar, footer, transitions and scrolling', () => {
  test('navbar type and colour, footer type and page transition apply from the customizer', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForShell(page)
    await page.getByRole('button', { name: 'Open the theme customizer' }).click()
    const drawer = page.getByRole('dialog', { name: 'Theme Customizer' })
    await drawer
      .getByRole('radiogroup', { name: 'Navbar colour' })
      .getByRole('radio', { name: 'Danger' })
      .check()
    await expect(page.locator('[data-navbar-color="danger"]')).toBeVisible()
    await drawer
      .getByRole('radiogroup', { name: 'Navbar type' })
      .getByRole('radio', { name: 'Hidden' })
      .check()
    await expect(page.locator('[data-navbar-color]')).toBeHidden()
    await drawer.getByRole('radiogroup', { name: 'Footer' }).getByRole('radio', { name: 'Hidden' }).check()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await drawer.getByRole('radio', { name: 'Zoom' }).check()
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'Access Control' }).first().click()
    await expect(page.locator('#main-content > div')).toHaveClass(/route-zoomIn/)
  })

  test('the scroll-to-top button appears after 300 px and takes the page back up', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 })
    await page.goto('/')
    await waitForShell(page)
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await page.getByRole('heading', { name: 'eCommerce dashboard', level: 1 }).waitFor()
    await expect(button).toHaveCount(0)
    await page.mouse.move(200, 400)
    await page.mouse.wheel(0, 500)
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toHaveCount(0)
  })
})

test('Scroll to top takes the view and the focus to the page’s start', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const button = page.getByRole('button', { name: 'Scroll to top' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  // the button is gone at the top; the focus was left on the body
  await expect(button).toHaveCount(0)
  await expect(page.getByRole('main')).toBeFocused()
})
