// @vitest-environment node
import { authApi, ROLE_ABILITIES } from '../../contract/auth'
import { calendarApi } from '../../contract/calendar'
import { chatApi } from '../../contract/chat'
import { demoApi } from '../../contract/demo'
import { pricingApi } from '../../contract/pricing'
import { usersApi, type User } from '../../contract/users'
import { emailApi } from '../../contract/email'
import { todoApi } from '../../contract/todo'
import { createTestApp, toReply, toRequestInit } from '../test/harness'
import { del, get, post } from '../test/requests'
import type { ApiRequest } from '../test/cases'
import { nodeNewAccountRole } from './node-settings'

/**
 * Who sees whose data (docs/backend.md, "Ownership"). On the Node server each account's mail, chats, tasks and
 * events are its own copy; in the browser the visitor owns the whole store, so every account shares one copy.
 */
const NODE_SECRETS = { access: 'a'.repeat(32), refresh: 'r'.repeat(32) }

function server(runtime: 'node' | 'test', options: Parameters<typeof createTestApp>[0] = {}) {
  const { app } = createTestApp({
    runtime,
    ...(runtime === 'node' ? { secrets: NODE_SECRETS } : {}),
    ...options,
  })
  const send = async (request: ApiRequest) => toReply(await app.request(request.path, toRequestInit(request)))
  const signIn = async (email = 'admin@demo.com', password = 'admin') =>
    (await send(post(authApi.login, { email, password }))).body.accessToken as string
  let registered = 0
  /** A stranger: a new account, as anyone who reaches the server could make. */
  const register = async () => {
    registered += 1
    const name = `stranger${registered}`
    const reply = await send(
      post(authApi.register, { username: name, email: `${name}@example.com`, password: 'secret1' }),
    )
    return { token: reply.body.accessToken as string, user: reply.body.user }
  }
  return { send, signIn, register }
}

const taskIds = (body: { id: number }[]) => body.map((task) => task.id)

describe('on the Node server, each account has its own personal data', () => {
  it('gives a new account the member role, without manage all', async () => {
    const { register } = server('node')
    const { user } = await register()
    expect(user.role).toBe('member')
    expect(user.ability).toEqual(ROLE_ABILITIES.member)
    expect(user.ability).not.toContainEqual({ action: 'manage', subject: 'all' })
  })

  it('starts a stranger with the demo tasks, and keeps each side’s changes to itself', async () => {
    const { send, signIn, register } = server('node')
    const admin = await signIn()
    const stranger = (await register()).token
    const demo = taskIds((await send(get(todoApi.tasks, admin))).body)
    expect(taskIds((await send(get(todoApi.tasks, stranger))).body)).toEqual(demo)

    const added = (await send(post(todoApi.addTask, { task: { title: 'Payroll for March' } }, admin))).body
      .task
    expect(taskIds((await send(get(todoApi.tasks, stranger))).body)).not.toContain(added.id)
    // another account's id is unknown, never forbidden: nothing says it exists
    const update = await send(
      post(todoApi.updateTask, { task: { id: added.id, title: 'Mine now' } }, stranger),
    )
    expect(update).toMatchObject({ status: 404, body: { error: 'Task not found' } })
    expect((await send(del(todoApi.deleteTask, stranger, { taskId: added.id }))).status).toBe(404)

    // the stranger's own changes to the shared ids stay in its copy
    await send(post(todoApi.updateTask, { task: { id: demo[0], title: 'Renamed by a stranger' } }, stranger))
    const adminTasks = (await send(get(todoApi.tasks, admin))).body as { id: number; title: string }[]
    expect(adminTasks.find((task) => task.id === demo[0])?.title).not.toBe('Renamed by a stranger')
    expect(taskIds(adminTasks)).toContain(added.id)
  })

  it('keeps mail, chats and events apart', async () => {
    const { send, signIn, register } = server('node')
    const admin = await signIn()
    const stranger = (await register()).token

    const inbox = (token: string) => send(get(emailApi.emails, token))
    const adminUnread = (await inbox(admin)).body.emailsMeta.inbox
    const strangerMails = (await inbox(stranger)).body.emails as { id: number; isRead: boolean }[]
    expect(strangerMails.length).toBeGreaterThan(0)
    const unread = strangerMails.filter((mail) => !mail.isRead).map((mail) => mail.id)
    await send(post(emailApi.updateEmails, { emailIds: unread, dataToUpdate: { isRead: true } }, stranger))
    expect((await inbox(stranger)).body.emailsMeta.inbox).toBe(0)
    expect((await inbox(admin)).body.emailsMeta.inbox).toBe(adminUnread)

    const chats = (token: string) => send(get(chatApi.chatsAndContacts, token))
    const strangerChats = (await chats(stranger)).body.chatsContacts as { id: number }[]
    expect(strangerChats.length).toBe((await chats(admin)).body.chatsContacts.length)
    const contactId = strangerChats[0].id
    await send(
      post(chatApi.sendMessage, { obj: { contact: { id: contactId }, message: 'Only for me' } }, stranger),
    )
    const adminChat = (await send(get(chatApi.getChat, admin, { id: contactId }))).body.chat
    expect(adminChat.chat.map((line: { message: string }) => line.message)).not.toContain('Only for me')

    const event = {
      title: 'Board meeting',
      start: '2026-06-03T09:00:00.000Z',
      end: '2026-06-03T10:00:00.000Z',
      allDay: false,
      extendedProps: { calendar: 'Business' },
    }
    const added = (await send(post(calendarApi.addEvent, { event }, admin))).body.event
    const eventIds = async (token: string) =>
      ((await send(get(calendarApi.events, token))).body as { id: number }[]).map((row) => row.id)
    expect(await eventIds(stranger)).not.toContain(added.id)
    expect((await send(del(calendarApi.removeEvent, stranger, { id: added.id }))).status).toBe(404)
    expect(await eventIds(admin)).toContain(added.id)
  })

  it('lets only an admin reset the demo, which gives every account a fresh copy', async () => {
    const { send, signIn, register } = server('node')
    const stranger = (await register()).token
    expect((await send(post(demoApi.reset, {}, stranger))).status).toBe(403)
    const admin = await signIn()
    await send(post(todoApi.addTask, { task: { title: 'Gone after the reset' } }, admin))
    expect((await send(post(demoApi.reset, {}, admin))).status).toBe(200)
    const fresh = await signIn()
    const titles = ((await send(get(todoApi.tasks, fresh))).body as { title: string }[]).map((t) => t.title)
    expect(titles).not.toContain('Gone after the reset')
  })

  it('makes a plan chosen on the pricing page the plan of the caller’s own user record only', async () => {
    const { send, signIn, register } = server('node', { newAccountRole: 'admin' })
    const admin = await signIn()
    const stranger = (await register()).token
    const plans = async () =>
      ((await send(get(usersApi.allData, admin))).body as User[]).map((user) => [user.id, user.currentPlan])
    const before = await plans()
    // a stranger has no user record: their plan changes no one's
    expect(
      (await send(post(pricingApi.changePlan, { plan: 'enterprise', billing: 'annual' }, stranger))).status,
    ).toBe(200)
    expect(await plans()).toEqual(before)
    expect(
      (await send(post(pricingApi.changePlan, { plan: 'basic', billing: 'monthly' }, admin))).status,
    ).toBe(200)
    const users = (await send(get(usersApi.allData, admin))).body as User[]
    const own = users.find((user) => user.accountId === 1) as User
    expect(own.currentPlan).toBe('basic')
    expect(await plans()).toEqual(before.map(([id, plan]) => [id, id === own.id ? 'basic' : plan]))
    expect((await send(get(pricingApi.data, stranger))).body.currentPlan).toEqual({
      plan: 'enterprise',
      billing: 'annual',
    })
  })

  it('gives the role the server is configured with', async () => {
    const { register } = server('node', { newAccountRole: 'admin' })
    expect((await register()).user.ability).toEqual(ROLE_ABILITIES.admin)
    expect(nodeNewAccountRole({})).toBe('member')
    expect(nodeNewAccountRole({ NEW_ACCOUNT_ROLE: 'client' })).toBe('client')
    expect(() => nodeNewAccountRole({ NEW_ACCOUNT_ROLE: 'root' })).toThrow(/NEW_ACCOUNT_ROLE must be one of/)
  })
})

describe('in the browser, the visitor owns the whole store', () => {
  it('makes a new account an admin that sees the same data', async () => {
    const { send, signIn, register } = server('test')
    const admin = await signIn()
    const { token, user } = await register()
    expect(user.role).toBe('admin')
    const added = (await send(post(todoApi.addTask, { task: { title: 'Seen by both' } }, admin))).body.task
    expect(taskIds((await send(get(todoApi.tasks, token))).body)).toContain(added.id)
  })
})
