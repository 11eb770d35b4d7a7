import { expect, test } from './fixtures'
import { storedSession } from './support/auth'
import { startSignedIn } from './support/shell'
import type { Page } from '@playwright/test'

/*
 * Stored data that heals (docs/backend.md): damaged data in the browser never locks the user out. The names of
 * the IndexedDB database and object store are those in backend/store/idb-kv.ts.
 */

/**
 * Writes one collection straight into the worker's IndexedDB, as a bug or a DevTools edit would, and changes the
 * store's revision so the running worker drops its cached copy (an edit that leaves the revision alone is seen
 * when the worker restarts; docs/backend.md, "Cache").
 */
const damage = (page: Page, collection: string, value: unknown) =>
  page.evaluate(
    ([key, stored]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tessera-mock')
        open.addEventListener('error', () => reject(open.error))
        open.addEventListener('success', () => {
          const transaction = open.result.transaction('collections', 'readwrite')
          transaction.objectStore('collections').put(stored, key)
          transaction.objectStore('collections').put(`edited by hand ${Date.now()}`, 'revision')
          transaction.addEventListener('complete', () => {
            open.result.close()
            resolve()
          })
          transaction.addEventListener('error', () => reject(transaction.error))
        })
      }),
    [collection, value] as const,
  )

const SEED_TASK = 'Draft the release notes for the mosaic grid'
// The worker checked the tasks before they were damaged (at sign-in the page asks what was restored, which
// checks everything), so the first read fails, the worker checks again and the query's one retry, a second
// later, gets the healed list: more than the default five seconds on a busy machine.
const HEALED = { timeout: 15_000 }

// Sign-in, damage, heal and a reload: longer than most journeys.
test.describe.configure({ timeout: 60_000 })
const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' })
const toast = (page: Page) => page.locator('[data-sonner-toast]')

test('damaged tasks in IndexedDB: the to-do app shows the seed tasks and a toast says they were restored', async ({
  page,
}) => {
  await startSignedIn(page)
  await damage(page, 'tasks', { not: 'a list of tasks' })

  await page.goto('/apps/todo')
  await expect(taskList(page).getByRole('button', { name: SEED_TASK, exact: true })).toBeVisible(HEALED)
  await expect(toast(page)).toContainText('Some stored data was damaged', HEALED)
  await expect(toast(page)).toContainText('Restored from the demo data: tasks.')

  // Told once: after a reload the tasks are still there and no toast comes back.
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/demo/restored'))
  await page.reload()
  await expect(taskList(page).getByRole('button', { name: SEED_TASK, exact: true })).toBeVisible(HEALED)
  expect(await (await asked).json()).toEqual({ restored: [], pruned: [] })
  await expect(toast(page)).toHaveCount(0)
})

test('one bad task among good ones: only it goes, and the toast says entries were removed', async ({
  page,
}) => {
  await startSignedIn(page)
  const tasks = await page.evaluate(async () => {
    const response = await fetch('/apps/todo/tasks', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    })
    return (await response.json()) as { title: string }[]
  })
  await damage(page, 'tasks', [null, ...tasks.map((task) => ({ ...task, title: `${task.title} (kept)` }))])

  await page.goto('/apps/todo')
  await expect(taskList(page).getByRole('button', { name: `${SEED_TASK} (kept)`, exact: true })).toBeVisible(
    HEALED,
  )
  await expect(toast(page)).toContainText('Damaged entries were removed and the rest kept: tasks.', HEALED)
})

test('a garbage stored user ({"ability":[null]}): /login works and the user is signed out', async ({
  page,
}) => {
  await page.goto('/login')
  await page.evaluate(() => {
    localStorage.setItem('userData', '{"ability":[null]}')
    localStorage.setItem('accessToken', 'garbage')
    localStorage.setItem('refreshToken', 'garbage')
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto('/apps/todo')
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  expect(await storedSession(page)).toEqual({ userData: null, accessToken: null, refreshToken: null })
  expect(errors).toEqual([])

  // and signing in works from there
  await page.getByRole('button', { name: /^Admin/ }).click()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
})
