import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn, waitForSettledShell } from './support/shell'

/*
 * Layout that must stay fixed (issue 20), asserted as geometry rather than pixels, so it holds on any machine:
 * pages that fit the window, calendar markers and cut titles, menu titles in the longer languages, and at phone
 * width the customizer's tab, the navbar's touch targets and the wish list's layout shift. One sign-in per test.
 */

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The document is no taller than the window: the page's own lists scroll inside it. */
async function expectFitsWindow(page: Page) {
  const [height, window] = await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight])
  expect(height, `page height on ${page.url()}`).toBeLessThanOrEqual(window)
}

/** The full-height apps besides the calendar fit the window at this size (their lists scroll inside). */
async function expectAppsFitWindow(page: Page) {
  for (const path of ['/apps/email', '/apps/chat', '/apps/todo']) {
    await page.goto(path)
    await expect(page.getByRole('main').locator('li').first()).toBeVisible({ timeout: 15_000 })
    await expectFitsWindow(page)
  }
}

const calendar = (page: Page) => page.locator('.tessera-calendar')

async function openCalendar(page: Page) {
  await page.goto('/apps/calendar')
  // the calendar's chunk is the largest a page loads
  await expect(calendar(page).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
}

/** Month view: every timed event starts with a dot; a cut all-day title ends in an ellipsis, its full text kept. */
async function expectMonthMarkers(page: Page) {
  const dots = calendar(page).locator('.tessera-event-dot')
  expect(await dots.count()).toBeGreaterThan(0)
  const dot = await dots.first().evaluate((el) => {
    const style = getComputedStyle(el)
    return { width: el.getBoundingClientRect().width, fill: style.backgroundColor }
  })
  expect(dot.width).toBe(8)
  expect(dot.fill).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/)

  const titles = calendar(page).locator('[role=row] .tessera-event-clip')
  const cut = await titles.evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => ({
        overflow: getComputedStyle(el).textOverflow,
        text: el.textContent,
        title: el.getAttribute('title'),
        name: el.closest('a')?.textContent,
      })),
  )
  // the seeded month has all-day events too long for a day's width ("Quarterly tax filing")
  expect(cut.length).toBeGreaterThan(0)
  for (const title of cut) {
    expect(title.overflow).toBe('ellipsis')
    expect(title.title).toBe(title.text)
    expect(title.name).toContain(title.text)
  }
}

/** Week view: a timed block has a 3 px bar in its calendar's colour at its start edge (right in RTL). */
async function expectWeekBars(page: Page, rtl: boolean) {
  await page.getByRole('button', { name: 'Week', exact: true }).click()
  const bar = calendar(page).locator('.tessera-event-bar').first()
  await expect(bar).toBeVisible()
  const widths = await bar.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      left: style.borderLeftWidth,
      right: style.borderRightWidth,
      colour: style.borderInlineStartColor,
    }
  })
  expect(rtl ? widths.right : widths.left).toBe('3px')
  expect(widths.colour).not.toBe('rgba(0, 0, 0, 0)')
  await page.getByRole('button', { name: 'Month', exact: true }).click()
}

/** Statistic tiles whose texts (figure, label, trend badge) overlap one another or overflow the tile. */
async function crowdedTiles(page: Page) {
  return page.locator('[data-slot="statistic-tile"]').evaluateAll((tiles) =>
    tiles.flatMap((tile) => {
      const texts = [...tile.querySelectorAll('*')].filter(
        (el) => el.children.length === 0 && el.textContent.trim() !== '' && !el.classList.contains('sr-only'),
      )
      const boxes = texts.map((el) => ({ text: el.textContent, r: el.getBoundingClientRect() }))
      const card = tile.getBoundingClientRect()
      const problems = boxes
        .filter(({ r }) => r.left < card.left || r.right > card.right)
        .map(({ text }) => `${text} overflows`)
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          if (a.r.left < b.r.right && b.r.left < a.r.right && a.r.top < b.r.bottom && b.r.top < a.r.bottom)
            problems.push(`${a.text} / ${b.text}`)
      return problems
    }),
  )
}

/** Menu titles in the vertical menu: none cut (no overflow either way; two lines at most by design). */
async function cutMenuTitles(menu: Locator) {
  return menu.locator('li span.flex-1').evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0 && !el.classList.contains('sr-only'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => el.textContent),
  )
}

test.describe('layout geometry', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('light, 1440 x 900: email, chat, to-do and calendar fit the window, Boxed is boxed, calendar markers, menu titles whole and statistic tiles uncrowded in fr, de, pt, ar', async ({
    page,
  }) => {
    test.setTimeout(90_000) // six pages and four languages
    await presetLayout(page, { skin: 'light' })
    await startSignedIn(page)
    await openCalendar(page)
    await expectFitsWindow(page)
    await expectMonthMarkers(page)
    await expectWeekBars(page, false)

    await expectAppsFitWindow(page)

    // Content width Boxed shows at 1440 with the menu open: a narrower column in a visible frame, as its page says.
    await page.goto('/page-layout/layout-boxed')
    await expect(page.getByRole('main')).toContainText('at most 1,120 pixels')
    const box = await page.locator('[data-content-width="boxed"]').evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      around: el.parentElement!.getBoundingClientRect().width,
      frame: getComputedStyle(el).borderLeftWidth,
    }))
    expect(box.width).toBeLessThanOrEqual(1120)
    expect(box.around - box.width).toBeGreaterThanOrEqual(40)
    expect(box.frame).toBe('1px')

    // Every title the menu draws (a closed group draws none of its links), in each language.
    const menu = page.getByTestId('vertical-menu')
    for (const language of ['fr', 'de', 'pt', 'ar']) {
      await page.evaluate((code) => localStorage.setItem('tessera.language', code), language)
      await page.goto('/')
      await waitForSettledShell(page)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      expect(await cutMenuTitles(menu), `cut menu titles in ${language}`).toEqual([])
      await expect(page.locator('[data-slot="statistic-tile"]').first()).toContainText(/\d/)
      expect(await crowdedTiles(page), `statistic tiles in ${language}`).toEqual([])
    }
  })

  test('dark, right to left: the calendar marks events at their start edge and fits the window; English still reads left to right', async ({
    page,
  }) => {
    await presetLayout(page, { skin: 'dark', isRTL: true })
    await startSignedIn(page)
    await openCalendar(page)
    await expectFitsWindow(page)
    await expectMonthMarkers(page)
    await expectWeekBars(page, true)

    // the layout is right to left, but an English sentence keeps its order: "Made with", the heart, then the link
    const footer = page.getByRole('contentinfo')
    const heart = await footer.getByLabel('love').boundingBox()
    const link = await footer.getByRole('link', { name: 'by the Tessera community' }).boundingBox()
    expect(heart!.x).toBeLessThan(link!.x)
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('390 x 844: the apps fit the window, the customizer tab covers nothing, navbar targets are 24 px apart, the wish list does not shift', async ({
    page,
  }) => {
    test.setTimeout(60_000) // five pages
    await presetLayout(page, { skin: 'light' })
    await startSignedIn(page)
    // The calendar opens on its list view here; the page, the footer's two stacked lines included, fits.
    await openCalendar(page)
    await expectFitsWindow(page)
    await expectAppsFitWindow(page)

    await page.goto('/apps/ecommerce/wishlist')
    await waitForSettledShell(page)

    // The gear: a full target, in the gutter the content area and the footer keep free.
    const gear = page.getByRole('button', { name: 'Open the theme customizer' })
    const gearBox = (await gear.boundingBox())!
    expect(gearBox.width).toBeGreaterThanOrEqual(24)
    expect(gearBox.height).toBeGreaterThanOrEqual(24)
    for (const region of [page.getByRole('main'), page.getByRole('contentinfo')]) {
      const content = await region.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        const start = parseFloat(style.paddingLeft)
        const end = parseFloat(style.paddingRight)
        return { x: box.x + start, y: box.y, width: box.width - start - end, height: box.height }
      })
      expect(overlaps(gearBox, content)).toBe(false)
    }

    // Navbar controls: at least 24 x 24 and none overlapping another.
    const controls = page.getByRole('banner').locator('button:visible, a:visible')
    const boxes = (await controls.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        return {
          name: el.getAttribute('aria-label') ?? el.textContent,
          x: r.x,
          y: r.y,
          width: r.width,
          height: r.height,
        }
      }),
    )) as (Box & { name: string })[]
    const search = boxes.find((box) => box.name.startsWith('Search'))
    expect(search, 'the search button').toBeDefined()
    for (const box of boxes) {
      expect(Math.min(box.width, box.height), box.name).toBeGreaterThanOrEqual(24)
      for (const other of boxes)
        if (other !== box) expect(overlaps(box, other), `${box.name} / ${other.name}`).toBe(false)
    }

    // A fresh load of the wish list: its layout shift, as Chrome reports it.
    await page.evaluate(() => {
      sessionStorage.setItem('cls-watch', '1')
    })
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('cls-watch')) return
      const shifts: number[] = []
      ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.reload()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await waitForSettledShell(page)
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    )
    expect(shift).toBeLessThan(0.05)
  })
})
