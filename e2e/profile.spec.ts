import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The profile against the mock API in the service worker: a like, a vote and a comment survive a reload. */

test('a like, a poll vote and a comment survive a reload, and Load more pages the feed', async ({ page }) => {
  test.setTimeout(90_000)
  await startSignedIn(page)
  await page.goto('/pages/profile')
  await expect(page.getByRole('heading', { name: 'Noor Halvorsen', level: 1 })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByText('3 of 8 posts shown')).toBeVisible()
  const like = page.getByRole('button', { name: 'Like the post by Ilse Marchetti' }).first()
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like.locator('..')).toContainText('9 likes')
  await page.getByRole('radio', { name: 'Crackle glaze' }).click()
  await page.getByRole('button', { name: 'Vote', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Change vote' })).toBeVisible()
  const comment = page.getByRole('textbox', { name: 'Add a comment on the post by Ilse Marchetti' }).first()
  await comment.fill('The terracotta corner is my favourite.')
  await comment.press('Enter')
  await expect(page.getByText('The terracotta corner is my favourite.')).toBeVisible()
  await expect(comment).toHaveValue('')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Like the post by Ilse Marchetti' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 15_000 },
  )
  await expect(page.getByRole('radio', { name: 'Crackle glaze' })).toBeChecked()
  await expect(page.getByText('The terracotta corner is my favourite.')).toBeVisible()
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(page.getByText('6 of 8 posts shown')).toBeVisible()
})

for (const skin of ['light', 'dark'] as const) {
  test(`the profile has no axe violations (${skin})`, async ({ page, axe }) => {
    test.setTimeout(60_000)
    await presetLayout(page, { skin })
    await startSignedIn(page)
    await page.goto('/pages/profile')
    await expect(page.getByText('3 of 8 posts shown')).toBeVisible({ timeout: 15_000 })
    expect(await axe()).toEqual([])
  })
}
