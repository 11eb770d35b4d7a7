import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The blog against the mock API in the service worker: an edit and a comment survive a reload. */

test('an edit shows on the detail page and a comment survives a reload', async ({ page }) => {
  test.setTimeout(90_000)
  await startSignedIn(page)
  await page.goto('/pages/blog/list')
  await page.getByRole('searchbox', { name: 'Search the blog' }).fill('pixel')
  await expect(page).toHaveURL(/q=pixel/)
  await expect(page.getByRole('link', { name: /^Read more:/ })).toHaveCount(1)
  await page.getByRole('link', { name: 'Pixel art, but make it ceramic' }).first().click()
  await expect(page.getByRole('heading', { name: 'Pixel art, but make it ceramic', level: 1 })).toBeVisible({
    timeout: 15_000,
  })

  await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click()
  const form = page.getByRole('form', { name: 'Edit post' })
  await form.getByRole('textbox', { name: /^Title/ }).fill('Pixel art in glazed clay')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Post saved')).toBeVisible()
  await form.getByRole('link', { name: 'View post' }).click()
  await expect(page.getByRole('heading', { name: 'Pixel art in glazed clay', level: 1 })).toBeVisible({
    timeout: 15_000,
  })

  const comment = page.getByRole('form', { name: 'Leave a comment' })
  await comment.getByRole('textbox', { name: /^Comment/ }).fill('Eight-bit bathrooms forever.')
  await comment.getByRole('button', { name: 'Post comment' }).click()
  await expect(page.getByText('Eight-bit bathrooms forever.')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pixel art in glazed clay', level: 1 })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByText('Eight-bit bathrooms forever.')).toBeVisible()
})

test('bare addresses open the first post and unknown ids say so', async ({ page }) => {
  test.setTimeout(60_000)
  await startSignedIn(page)
  await page.goto('/pages/blog/detail')
  await expect(
    page.getByRole('heading', { name: 'Five colour rules for a calmer kitchen wall', level: 1 }),
  ).toBeVisible({ timeout: 15_000 })
  await page.goto('/pages/blog/detail/999')
  await expect(page.getByRole('heading', { name: 'There is no such post.' })).toBeVisible()
  await page.goto('/pages/blog/edit/abc')
  await expect(page.getByRole('heading', { name: 'There is no such post.' })).toBeVisible()
})

for (const skin of ['light', 'dark'] as const) {
  test(`the blog has no axe violations (${skin})`, async ({ page, axe }) => {
    test.setTimeout(90_000)
    await presetLayout(page, { skin })
    await startSignedIn(page)
    for (const [path, heading] of [
      ['/pages/blog/list', 'Blog'],
      ['/pages/blog/detail/1', 'Five colour rules for a calmer kitchen wall'],
      ['/pages/blog/edit/1', 'Edit post'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 15_000 })
      await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
      expect({ path, violations: await axe() }).toEqual({ path, violations: [] })
    }
  })
}
