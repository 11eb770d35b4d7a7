import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn, waitForShell } from './support/shell'

const PAGES = [
  ['/charts/line', 'Line charts', ['Website traffic', 'Daily active users']],
  ['/charts/area', 'Area charts', ['Income and expenses', 'Storage used']],
  ['/charts/bar', 'Bar charts', ['Orders per weekday', 'Sales by channel']],
  ['/charts/pie', 'Pie and donut charts', ['Traffic sources', 'Sessions by device']],
  ['/charts/radar', 'Radar charts', ['Product comparison', 'Team skills']],
  ['/charts/radial-bar', 'Radial bar charts', ['Quarterly goals', 'Regional quotas']],
  ['/charts/scatter', 'Scatter charts', ['Ad spend and revenue', 'Load and response time']],
  ['/charts/candlestick', 'Candlestick and mixed charts', ['Share price', 'Revenue and margin']],
] as const

async function open(page: Page, path: string, heading: string) {
  await page.goto(path)
  await waitForShell(page)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test('every chart page draws each chart in a named figure with a table alternative', async ({ page }) => {
  // seven pages in one test
  test.setTimeout(90_000)
  await startSignedIn(page)
  for (const [path, heading, charts] of PAGES) {
    await open(page, path, heading)
    for (const name of charts) {
      const figure = page.getByRole('figure', { name })
      // the drawing (plain SVG for line, area, bar and mixed charts, recharts for the rest) comes first
      await expect(figure.locator('svg').first(), `${path}: ${name}`).toBeVisible()
      const table = figure.getByRole('table', { name })
      // the hiding box is the table's parent (a table grows to its rows whatever its height)
      await expect(table.locator('..')).toHaveClass(/sr-only/)
      expect(await table.getByRole('row').count(), `${path}: ${name} rows`).toBeGreaterThan(2)
    }
  }
})

test('hovering a line chart shows a tooltip with the month and its values', async ({ page }) => {
  await startSignedIn(page)
  await open(page, '/charts/line', 'Line charts')
  const figure = page.getByRole('figure', { name: 'Website traffic' })
  // the plot is the focusable slider over the drawing; its tooltip is drawn inside it
  const plot = figure.getByRole('slider', { name: /^Website traffic:/ })
  const box = await plot.boundingBox()
  if (!box) throw new Error('the chart has no plot area')
  // the first month sits at the plot's left edge in LTR
  await page.mouse.move(box.x + 4, box.y + box.height / 2)
  await expect(plot).toContainText('Jan')
  await expect(plot).toContainText('Visits')
  await expect(plot).toContainText('4,200')
  await page.mouse.move(box.x + box.width / 2, box.y - 40)
  await expect(plot).not.toContainText('Jan')
})

test('the arrow keys walk a chart month by month and Escape hides the tooltip', async ({ page }) => {
  await startSignedIn(page)
  await open(page, '/charts/line', 'Line charts')
  const plot = page.getByRole('figure', { name: 'Website traffic' }).getByRole('slider')
  await plot.focus()
  await expect(plot).toContainText('Jan')
  await expect(plot).toHaveAttribute('aria-valuetext', /^Jan: Visits 4,200, Unique visitors 2,600$/)
  await page.keyboard.press('ArrowRight')
  await expect(plot).toContainText('Feb')
  await expect(plot).toContainText('4,800')
  await page.keyboard.press('Escape')
  await expect(plot).not.toContainText('Feb')
})

/** The skin's border colour as the browser resolves it (rgb), read through a probe element. */
const borderColour = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span')
    probe.style.color = 'var(--border)'
    document.body.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  })
/** The stroke a line is drawn with, whether an attribute or CSS (a group's style) gives it. */
const strokeOf = (line: Locator) => line.evaluate((element) => getComputedStyle(element).stroke)

test('charts follow the dark skin and mirror in RTL', async ({ page }) => {
  await presetLayout(page, { skin: 'dark', isRTL: true })
  await startSignedIn(page)
  await open(page, '/charts/bar', 'Bar charts')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const figure = page.getByRole('figure', { name: 'Orders per weekday' })
  const plot = figure.getByRole('slider')
  await expect(plot).toBeVisible()
  // grid lines take the dark skin's border colour, not the light one
  const border = await borderColour(page)
  await expect.poll(() => strokeOf(figure.locator('[data-grid] line').first())).toBe(border)
  // value axis on the right (its 0 right of the plot), and Monday (the first row) at the right end of the x-axis
  const area = (await plot.boundingBox())!
  const zero = (await figure.locator('svg text').getByText('0', { exact: true }).boundingBox())!
  expect(zero.x).toBeGreaterThan(area.x + area.width - 4)
  const monday = (await figure.locator('svg text').getByText('Mon', { exact: true }).boundingBox())!
  const sunday = (await figure.locator('svg text').getByText('Sun', { exact: true }).boundingBox())!
  expect(monday.x).toBeGreaterThan(sunday.x)
  const bars = figure.locator('[data-bar]')
  const first = (await bars.first().boundingBox())!
  const last = (await bars.last().boundingBox())!
  expect(first.x).toBeGreaterThan(last.x)
})

test('switching the skin repaints a chart that is already on screen', async ({ page }) => {
  await startSignedIn(page)
  await open(page, '/charts/area', 'Area charts')
  const grid = page.getByRole('figure', { name: 'Storage used' }).locator('[data-grid] line').first()
  const light = await borderColour(page)
  await expect.poll(() => strokeOf(grid)).toBe(light)
  await page.getByRole('button', { name: 'Switch to dark mode' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  const dark = await borderColour(page)
  expect(dark).not.toBe(light)
  await expect.poll(() => strokeOf(grid)).toBe(dark)
})

for (const [path, heading] of [PAGES[2], PAGES[3]]) {
  test(`${path} has no axe violations in light and dark`, async ({ page, axe }) => {
    await startSignedIn(page)
    await open(page, path, heading)
    expect(await axe()).toEqual([])
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tessera.layout') ?? '{}')
      localStorage.setItem('tessera.layout', JSON.stringify({ ...stored, skin: 'dark' }))
    })
    await page.reload()
    await open(page, path, heading)
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await axe()).toEqual([])
  })
}
