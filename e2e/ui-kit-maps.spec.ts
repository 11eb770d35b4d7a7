import { expect, test } from './fixtures'
import { startSignedIn } from './support/shell'

/* The map pages (issue #15). Leaflet needs a real layout, so its list-to-map link is tested here, not in jsdom. */

test('leaflet: picking an office in the list opens its popup on the map, with the tiles offline', async ({
  page,
}) => {
  // no network in CI: the tiles fail on purpose and the page says so instead of breaking
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort())
  await startSignedIn(page)
  await page.goto('/maps/leaflet')
  await expect(page.getByRole('heading', { name: 'Leaflet Maps', level: 1 })).toBeVisible()

  const card = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { name: 'Map and list' }) })
  const offices = card.getByRole('list', { name: 'Offices' })
  const cairo = offices.getByRole('button', { name: /^Cairo/ })
  await cairo.click()
  await expect(cairo).toHaveAttribute('aria-pressed', 'true')
  const map = card.getByRole('region', { name: 'Map of the selected office' })
  await expect(map.getByText('12 Talaat Harb Street, Downtown Cairo')).toBeVisible()
  await expect(map).toHaveAttribute('dir', 'ltr')

  // a pin is a named button (off screen now, the map flew to Cairo): Enter on it selects its office in the list
  await map.getByRole('button', { name: 'Lisbon' }).focus()
  await page.keyboard.press('Enter')
  await expect(offices.getByRole('button', { name: /^Lisbon/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(map.getByText('Rua Augusta 120, 1100-053 Lisbon')).toBeVisible()

  await expect(page.getByText(/map tiles could not be loaded/).first()).toBeVisible()
  // the bundled outline of the continents stands in for the tiles, in each map
  await expect(map.locator('path.ui-leaflet-land').first()).toBeAttached()
  expect(await map.locator('path.ui-leaflet-land').count()).toBeGreaterThan(10)
  await expect(page.getByRole('button', { name: 'Zoom in' }).first()).toBeVisible()
})
