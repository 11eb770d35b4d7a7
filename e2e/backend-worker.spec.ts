import { expect, test, type Page } from '@playwright/test'
import { API_CASES, createSession, type ApiReply, type ApiRequest, type Send } from '../backend/test/cases'
import { toRequestInit } from '../backend/test/harness'
import { searchApi } from '../contract/search'
import { get, post } from '../backend/test/requests'

// Every test gets a fresh browser context, hence its own worker registration and its own IndexedDB store.

/** Registers the worker as the app does and waits until it controls the page. */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    const container = navigator.serviceWorker
    if (container.controller) return
    const controlled = new Promise((resolve) =>
      container.addEventListener('controllerchange', resolve, { once: true }),
    )
    await container.register('/sw.js', { scope: '/' })
    const registration = await container.ready
    if (container.controller) return
    registration.active?.postMessage({ type: 'CLAIM' })
    await controlled
  })
}

async function open(page: Page) {
  await page.goto('/')
  await waitForWorker(page)
}

/** The worker's signing secrets, read from its IndexedDB store the way the cases forge expired tokens. */
const secretsOf = (page: Page) => () =>
  page.evaluate(
    () =>
      new Promise<{ access: string; refresh: string }>((resolve, reject) => {
        const opening = indexedDB.open('tessera-mock')
        opening.addEventListener('error', () => reject(opening.error))
        opening.addEventListener('success', () => {
          const read = opening.result.transaction('collections').objectStore('collections').get('auth')
          read.addEventListener('success', () =>
            resolve((read.result as { secrets: { access: string; refresh: string } }).secrets),
          )
          read.addEventListener('error', () => reject(read.error))
        })
      }),
  )

/** A table request sent with the page's own fetch, so it goes through the worker. */
const sender =
  (page: Page): Send =>
  (request: ApiRequest) =>
    page.evaluate(
      async ({ path, init }): Promise<ApiReply> => {
        const response = await fetch(path, init)
        const text = await response.text()
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // Not JSON: keep the text for the failure message.
        }
        return { status: response.status, body, headers: Object.fromEntries(response.headers) }
      },
      { path: request.path, init: toRequestInit(request) },
    )

const bookmarkLinks = async (send: Send, token: string) => {
  const reply = await send(get(searchApi.bookmarks, token))
  return (reply.body.bookmarks as { link: string }[]).map((page) => page.link)
}

const toggle = (send: Send, token: string, id: number) => send(post(searchApi.updateBookmark, { id }, token))

test('the shared API cases give the same answers inside the service worker', async ({ page }) => {
  // every case of the table in one browser: about 90 s on a loaded 2-core machine
  test.setTimeout(300_000)
  await open(page)
  const send = sender(page)
  const session = await createSession(send, secretsOf(page))
  // the worker's clock is the browser's own: the cases that move the back end's clock run in Vitest only
  for (const apiCase of API_CASES.filter((one) => one.clockAhead === undefined)) {
    await test.step(apiCase.name, async () => {
      const reply = await send(apiCase.request(session))
      expect({ status: reply.status, body: reply.body }).toMatchObject({ status: apiCase.status })
      expect(reply.headers['x-tessera-runtime']).toBe('sw')
      apiCase.check?.(reply, expect)
    })
  }
})

test('calls without a route and page navigations reach the network untouched', async ({ page, context }) => {
  await open(page)
  const forwarded = context.waitForEvent('request', (request) => request.url().includes('/apps/__echo/'))
  const echo = await page.evaluate(async () => {
    const response = await fetch('/apps/__echo/x?probe=1', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-probe': 'tessera' },
      body: 'raw body, not JSON: ✓',
    })
    return {
      status: response.status,
      runtime: response.headers.get('x-tessera-runtime'),
      body: await response.json(),
    }
  })
  expect(echo.status).toBe(200)
  expect(echo.runtime).toBeNull()
  expect(echo.body).toMatchObject({
    method: 'POST',
    path: '/apps/__echo/x?probe=1',
    body: 'raw body, not JSON: ✓',
    headers: { 'x-probe': 'tessera', 'content-type': 'text/plain;charset=UTF-8' },
  })
  expect((await forwarded).method()).toBe('POST')

  const outside = await page.evaluate(async () => (await fetch('/__echo/y')).json())
  expect(outside).toMatchObject({ method: 'GET', path: '/__echo/y' })

  // A page that shares a prefix with the calls is still the app's HTML, never a mock answer.
  const navigation = await page.goto('/apps/todo')
  expect(navigation?.status()).toBe(200)
  expect(navigation?.headers()['x-tessera-runtime']).toBeUndefined()
  expect(await navigation?.text()).toContain('<div id="root">')
})

test('data survives a reload', async ({ page }) => {
  await open(page)
  const session = await createSession(sender(page), secretsOf(page))
  expect((await toggle(sender(page), session.admin.accessToken, 15)).body.isBookmarked).toBe(true)
  await page.reload()
  await waitForWorker(page)
  expect(await bookmarkLinks(sender(page), session.admin.accessToken)).toContain('/apps/user/list')
})

test("two tabs share one store and lose none of each other's writes", async ({ page, context }) => {
  await open(page)
  const other = await context.newPage()
  await open(other)
  const [one, two] = [sender(page), sender(other)]
  const { admin } = await createSession(one, secretsOf(page))

  expect((await toggle(one, admin.accessToken, 15)).status).toBe(200)
  expect(await bookmarkLinks(two, admin.accessToken)).toContain('/apps/user/list')

  // Ten toggles at once from both tabs, each on a page not bookmarked yet: all ten must stick.
  const ids = [40, 41, 42, 43, 44, 45, 46, 47, 48, 49]
  const replies = await Promise.all(ids.map((id, i) => toggle(i % 2 ? two : one, admin.accessToken, id)))
  expect(replies.map((reply) => reply.body.isBookmarked)).toEqual(ids.map(() => true))
  const links = await bookmarkLinks(one, admin.accessToken)
  expect(links).toHaveLength(5 + 1 + ids.length)
})
