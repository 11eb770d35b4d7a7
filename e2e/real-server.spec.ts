import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { todoCalls } from '../contract/todo.calls'
import { expect, test } from './fixtures'
import { ADMIN, fillAndSignIn } from './support/auth'
import { specServers } from './support/servers'

/*
 * The real-server path (docs/backend.md, "Pointing the app at a real server"): the app built with VITE_API_URL
 * against `npm run api` (backend/runtimes/node.ts) on its embedded database, no service worker in between.
 *
 * It needs a second build whose VITE_API_URL is this spec's API address; `npm test` makes it (scripts/test-all.mjs):
 *   VITE_API_URL=http://localhost:4176 npx vite build --outDir dist-api
 * Beside someone else's run, pick your own: E2E_API_URL=http://localhost:<port> E2E_API_DIST=<that build's dir>.
 * The spec serves that build itself with `vite preview` on E2E_PORT + 2 (the suite's preview has E2E_PORT).
 */

const API_URL = new URL(process.env.E2E_API_URL ?? 'http://localhost:4176')
const API_DIST = resolve(process.env.E2E_API_DIST ?? 'dist-api')
const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173) + 2
const PREVIEW_ORIGIN = `http://localhost:${PREVIEW_PORT}`

const servers = specServers()
let dataDir: string

test.beforeAll(async () => {
  // the API's first start makes and seeds its database
  test.setTimeout(150_000)
  if (!existsSync(join(API_DIST, 'index.html')))
    throw new Error(
      `No build at ${API_DIST}: run VITE_API_URL=${API_URL.origin} npx vite build --outDir ${API_DIST}`,
    )
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-real-server-'))
  await Promise.all([
    servers.start(
      'node_modules/.bin/tsx',
      ['backend/runtimes/node.ts'],
      {
        PORT: API_URL.port,
        CORS_ORIGIN: PREVIEW_ORIGIN,
        DATA_DIR: dataDir,
        JWT_ACCESS_SECRET: 'e2e-access-secret-at-least-32-characters',
        JWT_REFRESH_SECRET: 'e2e-refresh-secret-at-least-32-characters',
        NEW_ACCOUNT_ROLE: 'member',
      },
      new URL('/openapi.json', API_URL).href,
      // a new embedded database is made and seeded first
      120_000,
    ),
    servers.start(
      'node_modules/.bin/vite',
      ['preview', '--port', String(PREVIEW_PORT), '--strictPort', '--outDir', API_DIST],
      {},
      PREVIEW_ORIGIN,
    ),
  ])
})

test.afterAll(() => {
  servers.stopAll()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test.use({ baseURL: PREVIEW_ORIGIN })

test('the built app signs in, reads mail and adds a task on the Node server, no worker involved', async ({
  page,
  request,
}) => {
  // every call the page makes goes to the API's origin and is answered by the Node runtime
  const answeredBy = new Set<string>()
  page.on('response', (response) => {
    if (response.url().startsWith(API_URL.origin) && response.request().method() !== 'OPTIONS')
      answeredBy.add(response.headers()['x-tessera-runtime'] ?? 'none')
  })

  await page.goto('/login')
  await fillAndSignIn(page, ADMIN)
  await expect(page).not.toHaveURL(/\/login/)
  expect(
    await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
    })),
  ).toEqual({ controlled: false, registrations: 0 })

  await page.goto('/apps/email')
  await expect(
    page.getByRole('list', { name: 'Mails' }).getByRole('listitem').filter({
      hasText: 'Kiln schedule for the lobby mural',
    }),
  ).toBeVisible()

  await page.goto('/apps/todo')
  const sheet = page.getByRole('dialog')
  await page
    .getByRole('navigation', { name: 'Task views and tags' })
    .getByRole('button', { name: 'Add Task' })
    .click()
  await sheet.getByRole('textbox', { name: /^Title/ }).fill('Seal the server-side panel')
  await sheet.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('Task “Seal the server-side panel” added')).toBeVisible()

  // The server has it: asked directly with the page's token.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  const reply = await request.get(new URL(todoCalls.tasks.path, API_URL).href, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(reply.ok()).toBe(true)
  expect(((await reply.json()) as { title: string }[]).map((task) => task.title)).toContain(
    'Seal the server-side panel',
  )
  expect([...answeredBy]).toEqual(['node'])
})
