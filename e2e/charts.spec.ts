import type { Page } from '@playwright/test'
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
      await expect(figure.locator('svg.recharts-surface').first(), `${path}: ${name}`).toBeVisible()
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
  const plot = figure.locator('.recharts-cartesian-grid')
  const box = await plot.boundingBox()
  if (!box) throw new Error('the chart has no plot area')
  // the first month sits at the plot's left edge in LTR
  await page.mouse.move(box.x + 4, box.y + box.height / 2)
  const tooltip = figure.locator('.recharts-tooltip-wrapper')
  await expect(tooltip).toContainText('Jan')
  await expect(tooltip).toContainText('Visits')
  await expect(tooltip).toContainText('4,200')
})

test('charts follow the dark skin and mirror in RTL', async ({ page }) => {
  await presetLayout(page, { skin: 'dark', isRTL: true })
  await startSignedIn(page)
  await open(page, '/charts/bar', 'Bar charts')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const figure = page.getByRole('figure', { name: 'Orders per weekday' })
  await expect(figure.locator('svg.recharts-surface')).toBeVisible()
  // grid lines take the dark skin's border colour, not the light one
  const border = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--border').trim(),
  )
  await expect(figure.locator('.recharts-cartesian-grid line').first()).toHaveAttribute('stroke', border)
  // value axis on the right, and Monday (the first row) at the right end of the x-axis
  const plot = await figure.locator('.recharts-cartesian-grid').boundingBox()
  const yAxis = await figure.locator('.recharts-yAxis-tick-labels').boundingBox()
  expect(yAxis!.x).toBeGreaterThan(plot!.x + plot!.width - 4)
  const bars = figure.locator('.recharts-bar-rectangle')
  const first = await bars.first().boundingBox()
  const last = await bars.last().boundingBox()
  expect(first!.x).toBeGreaterThan(last!.x)
})

test('switching the skin repaints a chart that is already on screen', async ({ page }) => {
  await startSignedIn(page)
  await open(page, '/charts/area', 'Area charts')
  const grid = page
    .getByRole('figure', { name: 'Storage used' })
    .locator('.recharts-cartesian-grid line')
    .first()
  const border = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--border').trim())
  await expect(grid).toHaveAttribute('stroke', await border())
  const light = await grid.getAttribute('stroke')
  await page.getByRole('button', { name: 'Switch to dark mode' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(grid).toHaveAttribute('stroke', await border())
  expect(await grid.getAttribute('stroke')).not.toBe(light)
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
