import { existsSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ADMIN, signIn } from './support/auth'
import { specServers } from './support/servers'

// this file watches the worker's fill and its one-time notice (e2e/fixtures.ts)
test.use({ offlineNoticeHeard: false })

/*
 * After one visit the app works with the network gone (docs/offline.md): the service worker keeps every file the
 * build wrote, and the mock back end answers in the browser anyway. And the browser would offer to install it.
 */
// The build as it ships, served here on its own port: `npm test` runs the other journeys on a build without the
// precache (E2E_DIST=dist-e2e, VITE_OFFLINE=off), because filling 700-odd files in every test's fresh browser made
// the suite about 60% slower (docs/testing.md).
const dist = process.env.E2E_OFFLINE_DIST ?? 'dist'
const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173) + 3
const servers = specServers()
// one worker runs this file's tests one after the other: each worker would start its own server on the same port
test.describe.configure({ mode: 'default' })

test.beforeAll(async () => {
  if (!existsSync(join(dist, 'sw.js'))) throw new Error(`No build at ${dist}: run npx vite build`)
  await servers.start(
    'node_modules/.bin/vite',
    ['preview', '--port', String(PREVIEW_PORT), '--strictPort', '--outDir', dist],
    {},
    `http://localhost:${PREVIEW_PORT}`,
  )
})
test.afterAll(() => servers.stopAll())
test.use({ baseURL: `http://localhost:${PREVIEW_PORT}` })

/** What the worker should hold: every built file but itself, Vite's manifest and the in-page back end. */
function builtFiles(dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : builtFiles(path)
    const url = `/${relative(dist, path).split(sep).join('/')}`
    return url === '/sw.js' || url.startsWith('/assets/in-page-') ? [] : [url]
  })
}

/** The paths stored in the worker's shell cache (there is one per build). */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('tessera-shell-'))
    if (names.length !== 1) return []
    const requests = await (await caches.open(names[0])).keys()
    return requests.map((request) => new URL(request.url).pathname)
  })

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/** Opens a page from the menu as a user would (through its group when it has one) and waits for its heading. */
async function openFromMenu(page: Page, link: string, heading: string, group?: string) {
  if (group) {
    const toggle = menu(page).getByRole('button', { name: group, exact: true })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }
  await menu(page).getByRole('link', { name: link, exact: true }).click()
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeAttached()
  // the data came too: no skeleton or busy table waits for a call the browser holds back while offline
  await expect(page.locator('main [aria-busy=true]')).toHaveCount(0)
}

test('after one visit every app opens offline, and a task added offline is kept', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  await signIn(page, ADMIN)
  const expected = builtFiles()
  await expect
    .poll(
      async () => {
        const cached = new Set(await cachedPaths(page))
        return expected.filter((url) => !cached.has(url))
      },
      // about 25 s on a quiet 2-core machine, 70 % of the files after 50 s beside the other journeys: 700-odd
      // files, four at a time
      { timeout: 90_000 },
    )
    .toEqual([])

  await context.setOffline(true)
  await openFromMenu(page, 'Email', 'Email')
  await openFromMenu(page, 'Chat', 'Chat')
  await openFromMenu(page, 'Calendar', 'Calendar')
  await openFromMenu(page, 'Shop', 'Shop', 'eCommerce')
  await openFromMenu(page, 'Invoice List', 'Invoices', 'Invoice')
  await openFromMenu(page, 'User List', 'Users', 'Users')
  await openFromMenu(page, 'To-do', 'To-do')
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible()

  const title = 'Sort the offline tiles'
  await page
    .getByRole('navigation', { name: 'Task views and tags' })
    .getByRole('button', { name: 'Add Task' })
    .click()
  const sheet = page.getByRole('dialog')
  await sheet.getByRole('textbox', { name: /^Title/ }).fill(title)
  await sheet.getByRole('button', { name: 'Add', exact: true }).click()
  const task = page.getByRole('list', { name: 'Tasks' }).getByRole('button', { name: title, exact: true })
  await expect(task).toBeVisible()

  // a reload offline is the cached index.html, then the cached files
  await page.reload()
  // the whole app boots again (from the cache, offline): slow on a busy machine
  await expect(task).toBeVisible({ timeout: 15_000 })

  await context.setOffline(false)
  await page.reload()
  // the whole app boots again (from the cache, offline): slow on a busy machine
  await expect(task).toBeVisible({ timeout: 15_000 })
})

test('the browser finds the app installable, with its manifest and icons served', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/login')
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null)

  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Playwright's contexts are incognito ones, where Chromium never offers to install; Lighthouse skips it too
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([])

  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await request.get(href!)).json()) as {
    name: string
    short_name: string
    display: string
    start_url: string
    icons: { src: string; sizes: string; purpose: string; type: string }[]
  }
  expect(manifest).toMatchObject({ short_name: 'Tessera', display: 'standalone', start_url: '/' })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  )
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  for (const { src, sizes } of [...manifest.icons, { src: touchIcon!, sizes: '180x180' }]) {
    const response = await request.get(src)
    expect(response.status(), src).toBe(200)
    if (sizes === 'any') continue
    // a PNG's width and height are the big-endian words at bytes 16 and 20 (its IHDR chunk)
    const png = await response.body()
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(sizes)
  }
})

/** Records what the worker tells the page, with the time since the navigation began (set before the page loads). */
async function recordWorkerMessages(page: Page) {
  await page.addInitScript(() => {
    const log: { type: string; at: number }[] = []
    Object.assign(window, { workerMessages: log })
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) =>
      log.push({ type: String(event.data?.type), at: Math.round(performance.now()) }),
    )
  })
}
const workerMessage = (page: Page, type: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { workerMessages: { type: string; at: number }[] }).workerMessages.find(
        (message) => message.type === wanted,
      )?.at,
    type,
  )

test('a first visit can reload offline once its own files are stored, before the rest', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await recordWorkerMessages(page)
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: /Welcome to/, level: 1 })).toBeVisible()
  await expect.poll(() => workerMessage(page, 'FIRST_FILES_STORED'), { timeout: 30_000 }).toBeDefined()
  const cached = await cachedPaths(page)
  // the rest of the list is still being fetched: this is the window the fallback used to be missing in
  expect(cached.length).toBeLessThan(builtFiles().length)
  expect(cached).toContain('/index.html')
  console.log(
    `first files stored at ${await workerMessage(page, 'FIRST_FILES_STORED')} ms: ${cached.length} of ${builtFiles().length} files`,
  )

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: /Welcome to/, level: 1 })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('textbox', { name: /Email/ })).toBeVisible()
  await context.setOffline(false)
})

test('says "Ready to work offline" once the whole list is stored, and not on the next visit', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await recordWorkerMessages(page)
  await page.goto('/login')
  // about 10 s on a quiet 2-core machine (629 files, four at a time)
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 90_000 })
  const first = await workerMessage(page, 'FIRST_FILES_STORED')
  const ready = await workerMessage(page, 'OFFLINE_READY')
  console.log(`first files stored at ${first} ms, every file at ${ready} ms after the navigation began`)
  expect(await cachedPaths(page)).toHaveLength(builtFiles().length)

  await page.reload()
  await expect(page.getByRole('heading', { name: /Welcome to/, level: 1 })).toBeVisible()
  // the notices load once the page is idle; give them that long, and the worker's answer as long again
  await page.waitForTimeout(3000)
  await expect(page.getByText('Ready to work offline')).toHaveCount(0)
  expect(await workerMessage(page, 'OFFLINE_READY')).toBeUndefined()
})
