// @vitest-environment node
import { NOTIFICATIONS_MAX } from '../../contract/notifications'
import { notify } from '../lib/notify'
import type { Deps } from '../lib/env'
import { createTestApp } from '../test/harness'

/* What the case table cannot show: each app's event, the account's flags deciding, the cap, the announcement. */

function setUp() {
  const announced: number[] = []
  const { app, store } = createTestApp({ announceNotifications: (id) => announced.push(id) })
  const send = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await app.request(path, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    // oxlint-disable-next-line no-explicit-any
    const reply: any = await response.json()
    return { status: response.status, body: reply }
  }
  const signIn = async (email: string, password: string) =>
    (await send('POST', '/jwt/login', { email, password })).body.accessToken as string
  const kinds = async (token: string) =>
    (
      (await send('GET', '/api/notifications?perPage=100', undefined, token)).body.notifications as {
        kind: string
      }[]
    ).map((n) => n.kind)
  return { send, signIn, kinds, store, announced }
}

describe('notifications', () => {
  it('come from the apps: an invoice sent and paid, a task assigned, a comment on the account’s post', async () => {
    const { send, signIn, kinds, announced, store } = setUp()
    const admin = await signIn('admin@demo.com', 'admin')
    const invoice = (await store.read('invoices')).find((i) => i.balance > 0 && i.invoiceStatus === 'Draft')!
    const sent = { id: invoice.id, to: 'billing@client.test', subject: 'Invoice', message: 'Here it is.' }
    expect((await send('POST', '/apps/invoice/send', sent, admin)).status).toBe(201)
    const payment = { id: invoice.id, amount: invoice.balance, date: '2026-01-02', method: 'Cash' }
    expect((await send('POST', '/apps/invoice/add-payment', payment, admin)).status).toBe(200)
    const task = {
      task: { title: 'Grout the hallway', assignee: { fullName: 'Amara Castellan', avatar: '' } },
    }
    expect((await send('POST', '/apps/todo/add-tasks', task, admin)).status).toBe(201)
    expect(await kinds(admin)).toEqual(['taskAssigned', 'invoicePaid', 'invoiceSent'])
    expect(announced).toEqual([1, 1, 1])

    // someone else comments on Noor's (the admin's) post; Noor commenting on her own tells no one
    const other = { email: 'mosaic@demo.com', password: 'grout-4242', username: 'mosaic' }
    const { accessToken } = (await send('POST', '/jwt/register', other)).body
    expect(
      (await send('POST', '/blog/list/data/comment', { postId: 1, commentText: 'Lovely' }, accessToken))
        .status,
    ).toBe(201)
    expect(
      (await send('POST', '/blog/list/data/comment', { postId: 1, commentText: 'Thanks' }, admin)).status,
    ).toBe(201)
    expect(await kinds(admin)).toEqual(['blogComment', 'taskAssigned', 'invoicePaid', 'invoiceSent'])
    expect(await kinds(accessToken)).toEqual([])
  })

  it('the account’s flags decide which events notify', async () => {
    const { send, signIn, kinds } = setUp()
    const admin = await signIn('admin@demo.com', 'admin')
    const { notification } = (await send('GET', '/account-setting/data', undefined, admin)).body
    const off = { ...notification, taskUpdates: false }
    expect((await send('POST', '/account-setting/notifications', off, admin)).status).toBe(200)
    const task = { task: { title: 'Seal the tiles', assignee: { fullName: 'Amara Castellan', avatar: '' } } }
    expect((await send('POST', '/apps/todo/add-tasks', task, admin)).status).toBe(201)
    expect(await kinds(admin)).toEqual([])
  })

  it('keeps the newest NOTIFICATIONS_MAX of an account, dropping the oldest', async () => {
    const { store } = setUp()
    const deps = { store, now: () => Date.now() } as unknown as Deps
    const event = (n: number) => ({
      kind: 'orderPlaced' as const,
      params: { number: String(n) },
      link: { to: '/' },
    })
    for (let n = 1; n <= NOTIFICATIONS_MAX + 2; n++) await notify(deps, 1, event(n))
    const list = (await store.read('notifications'))['1']
    expect(list).toHaveLength(NOTIFICATIONS_MAX)
    expect(list[0].params.number).toBe(String(NOTIFICATIONS_MAX + 2))
    expect(list.at(-1)?.params.number).toBe('3')
  })

  it('a sign-in from a browser none of the other sessions uses is news; the same browser again is not', async () => {
    const { app } = createTestApp()
    const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
    const CHROME =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
    const signInWith = async (userAgent: string) => {
      const response = await app.request('/jwt/login', {
        method: 'POST',
        headers: { 'user-agent': userAgent },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      })
      return ((await response.json()) as { accessToken: string }).accessToken
    }
    const listed = async (token: string) => {
      const response = await app.request('/api/notifications', { headers: { authorization: `Bearer ${token}` } })
      return ((await response.json()) as { notifications: { kind: string; params: Record<string, string> }[] })
        .notifications
    }
    await signInWith(FIREFOX)
    const again = await signInWith(FIREFOX)
    expect(await listed(again)).toEqual([])
    const chrome = await signInWith(CHROME)
    const [news, ...rest] = await listed(chrome)
    expect(rest).toEqual([])
    expect(news).toMatchObject({ kind: 'newSignIn', params: { browser: 'Chrome', system: 'Windows' } })
  })
})
