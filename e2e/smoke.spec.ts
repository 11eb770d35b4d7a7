import { expect, gotoApp, test } from './fixtures'

test('the home page renders the shell with no accessibility violations', async ({ page, axe }) => {
  await gotoApp(page, '/')
  await expect(page).toHaveTitle(/Tessera/)
  expect(await axe()).toEqual([])
})
