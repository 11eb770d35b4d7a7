// @vitest-environment node
import 'fake-indexeddb/auto'
import { calendarApi } from '../../contract/calendar'
import { chatApi } from '../../contract/chat'
import { emailApi } from '../../contract/email'
import { todoApi } from '../../contract/todo'
import { quotaBytesMessage, quotaRowsMessage, sizeOf, type Quotas } from '../lib/quota'
import { createAppStore } from '../store'
import { UNSEEN_CHAT_CONTACT_ID } from '../seed/chat'
import { createSession, type Send, type Session } from './cases'
import {
  INDEXED_DB,
  MEMORY,
  PGLITE,
  POSTGRES_SERVER,
  TEST_DATABASE_URL,
  type TestDatabase,
  type TestStorage,
} from './databases'
import { createTestApp, toReply, toRequestInit } from './harness'
import { post } from './requests'

/**
 * Quotas on what one account stores (docs/api.md, "Limits"), on every store the back end runs on: an app whose
 * quotas leave room for one more task, event and chat message and for one big mail, then each add past it is a
 * 413 with the message the screens show, and writes nothing.
 */
const BIG_MAIL = 'x'.repeat(100_000)
const mail = { to: [{ name: 'Kaia', email: 'kaia@glazeline.test' }], message: BIG_MAIL }
const task = { task: { title: 'One more' } }
const event = {
  event: {
    title: 'One more',
    start: '2026-06-03T09:00:00.000Z',
    end: '2026-06-03T10:00:00.000Z',
    extendedProps: { calendar: 'Business' },
  },
}
const message = (text: string) => ({
  obj: { contact: { id: UNSEEN_CHAT_CONTACT_ID }, message: text },
})

// a PostgreSQL server only when TEST_DATABASE_URL names one (CI starts one: .ci/run)
const databases: TestDatabase[] = [
  MEMORY,
  INDEXED_DB,
  PGLITE,
  ...(TEST_DATABASE_URL ? [POSTGRES_SERVER] : []),
]

describe.each(databases)('quotas on $name', (database) => {
  let storage: TestStorage
  let store: ReturnType<typeof createAppStore>
  let send: Send
  let session: Session

  beforeAll(async () => {
    storage = await database.open()
    store = createAppStore(storage.kv)
    const [tasks, events, chats, emails] = [
      await store.read('tasks'),
      await store.read('calendarEvents'),
      await store.read('chats'),
      await store.read('emails'),
    ]
    const emailBytes = emails.reduce((sum, stored) => sum + sizeOf(stored), 0)
    const quotas: Quotas = {
      tasks: { rows: tasks.length + 1, bytes: 10_000_000 },
      calendarEvents: { rows: events.length + 1, bytes: 10_000_000 },
      chatMessages: { rows: chats.reduce((sum, chat) => sum + chat.chat.length, 0) + 1, bytes: 10_000_000 },
      // room for one mail of 100,000 characters, not two
      emails: { rows: 100_000, bytes: emailBytes + 150_000 },
    }
    const { app } = createTestApp({ store, quotas })
    send = async (request) => toReply(await app.request(request.path, toRequestInit(request)))
    session = await createSession(send, async () => (await store.read('auth')).secrets)
  }, 60_000)
  afterAll(async () => storage?.close())

  const sent = (api: { path: string }, body: unknown) => send(post(api, body, session.admin.accessToken))

  /** The first add fits, the second is a 413 whose message is `error` and which writes nothing. */
  const addTwice = (
    name: string,
    api: { path: string },
    [first, second]: [unknown, unknown],
    error: () => Promise<unknown>,
  ) =>
    it(name, async () => {
      expect((await sent(api, first)).status).toBe(201)
      const before = await store.snapshot()
      const { status, body } = await sent(api, second)
      expect({ status, body }).toEqual({ status: 413, body: { error: await error() } })
      expect(await store.snapshot()).toEqual(before)
    })

  addTwice('a task past the quota of rows is 413', todoApi.addTask, [task, task], async () =>
    quotaRowsMessage('tasks', (await store.read('tasks')).length),
  )
  addTwice('an event past the quota of rows is 413', calendarApi.addEvent, [event, event], async () =>
    quotaRowsMessage('calendarEvents', (await store.read('calendarEvents')).length),
  )
  addTwice(
    'a chat message past the quota of rows is 413',
    chatApi.sendMessage,
    [message('one'), message('two')],
    async () =>
      quotaRowsMessage(
        'chatMessages',
        (await store.read('chats')).reduce((sum, chat) => sum + chat.chat.length, 0),
      ),
  )
  it('files count toward the chat quota of bytes: a second file past it is 413', async () => {
    const own = (await store.read('chats')).filter((chat) => chat.ownerId === 1)
    const stored = own.reduce((sum, chat) => sum + sizeOf(chat), 0)
    // room for one file of 600,000 bytes (800,000 as base64), not two
    const { app } = createTestApp({
      store,
      quotas: { chatMessages: { rows: 1_000_000, bytes: stored + 1_000_000 } },
    })
    const content = 'x'.repeat(600_000)
    const withFile = {
      obj: {
        ...message('').obj,
        attachments: [
          {
            name: 'a.txt',
            type: 'text/plain',
            size: content.length,
            dataUrl: `data:text/plain;base64,${btoa(content)}`,
          },
        ],
      },
    }
    const sendWithFile = async () =>
      toReply(
        await app.request(
          chatApi.sendMessage.path,
          toRequestInit(post(chatApi.sendMessage, withFile, session.admin.accessToken)),
        ),
      )
    expect((await sendWithFile()).status).toBe(201)
    const before = await store.snapshot()
    const { status, body } = await sendWithFile()
    expect({ status, body }).toEqual({
      status: 413,
      body: { error: expect.stringMatching(/^Your chat messages have reached the limit of \d+ MB/) },
    })
    expect(await store.snapshot()).toEqual(before)
  })
  addTwice('a mail past the quota of bytes is 413', emailApi.send, [{ email: mail }, { email: mail }], () =>
    Promise.resolve(expect.stringMatching(/^Your mails have reached the limit of \d+ MB/)),
  )
})

it('words the refusals as the screens show them', () => {
  expect(quotaRowsMessage('tasks', 10_000)).toBe(
    'You have reached the limit of 10,000 tasks. Delete some to add more.',
  )
  expect(quotaBytesMessage('emails', 20 * 1024 * 1024)).toBe(
    'Your mails have reached the limit of 20 MB. Delete some to add more.',
  )
})
