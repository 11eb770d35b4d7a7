/**
 * The chat calls, in order against the fresh store (API_CASES runs them after the earlier groups). Reads come
 * first, then the calls that change data, each followed by a read that shows the change; rejected calls sit
 * between them and must leave the store as it was.
 */
import {
  ATTACHMENT_TOO_LARGE,
  CHAT_ATTACHMENT_MAX_BYTES,
  chatApi,
  chatReplySchema,
  chatsContactsReplySchema,
  getChatReplySchema,
  MESSAGE_REQUIRED,
  profileUserSchema,
  SEND_MESSAGE_MAX_BODY_BYTES,
  sendMessageReplySchema,
  TOO_MANY_ATTACHMENTS,
  type ChatListEntry,
} from '../../contract/chat'
import { CONTACT_WITHOUT_CHAT_ID, seedChatContacts, seedChats, UNSEEN_CHAT_CONTACT_ID } from '../seed/chat'
import type { ApiCase, ApiReply, Expect } from './cases'
import { get, post, type RequestQuery, type Target } from './requests'
import { bodyTooLarge } from '../lib/errors'

const { chatsAndContacts, profileUser, updateProfileUser, getChat, sendMessage, chatPreferences, clearChat } =
  chatApi
const CONTACTS = seedChatContacts()
const SEED_CHATS = seedChats(new Date())
const UNSEEN = SEED_CHATS.find((chat) => chat.userId === UNSEEN_CHAT_CONTACT_ID)!
/** A seeded chat that is not the most recent one, so a new message visibly moves it to the top. */
const OLDER_CHAT = SEED_CHATS.at(-1)!
const NEW_CHAT_ID = Math.max(...SEED_CHATS.map((chat) => chat.id)) + 1
const UNKNOWN_CONTACT = 999
/** A contact the caller never wrote to, even after the send cases (which start a chat with CONTACT_WITHOUT_CHAT_ID). */
const STRANGER_ID = CONTACTS.find(
  (contact) =>
    contact.id !== CONTACT_WITHOUT_CHAT_ID && !SEED_CHATS.some((chat) => chat.userId === contact.id),
)!.id
const STRANGER_NAME = CONTACTS.find((contact) => contact.id === STRANGER_ID)!.fullName

const send = (contactId: unknown, message: unknown, attachments?: unknown) => ({
  obj: { contact: { id: contactId }, message, ...(attachments !== undefined && { attachments }) },
})

/** A file as the composer sends it: `bytes` of content as a base64 data URL of `type`. */
const file = (name: string, type: string, bytes: string) => ({
  name,
  type,
  size: bytes.length,
  dataUrl: `data:${type};base64,${btoa(bytes)}`,
})
const PNG = file('dot.png', 'image/png', '\x89PNG\r\n\x1a\n tiny')
const PDF = file('notes.pdf', 'application/pdf', '%PDF-1.4 tiny')
/** One byte over the limit, its size told truthfully. */
const TOO_BIG = file('big.bin', 'application/octet-stream', 'x'.repeat(CHAT_ATTACHMENT_MAX_BYTES + 1))
const updateProfile = (profile: unknown) => ({ profileUser: profile })

/** Contact ids in the chat list, in the order given. */
const listedIds = (body: { chatsContacts: ChatListEntry[] }) => body.chatsContacts.map((entry) => entry.id)
const expectNewestFirst = (body: { chatsContacts: ChatListEntry[] }, expect: Expect) => {
  const times = body.chatsContacts.map((entry) => entry.chat.lastMessage.time)
  expect(times).toEqual(times.toSorted().toReversed())
}
const unseenOf = (body: { chatsContacts: ChatListEntry[] }, contactId: number) =>
  body.chatsContacts.find((entry) => entry.id === contactId)?.chat.unseenMsgs

const listCase = (name: string, check: (reply: ApiReply, expect: Expect) => void): ApiCase => ({
  name,
  request: (s) => get(chatsAndContacts, s.admin.accessToken),
  status: 200,
  check: (reply, expect) => {
    expect(chatsContactsReplySchema.safeParse(reply.body).success).toBe(true)
    expectNewestFirst(reply.body, expect)
    check(reply, expect)
  },
})

const UNAUTHORIZED = { error: 'Unauthorized' }
const FORBIDDEN = { error: 'Forbidden' }

const authCases: ApiCase[] = [
  ...(
    [
      [chatsAndContacts, undefined],
      [profileUser, undefined],
      [getChat, { id: UNSEEN_CHAT_CONTACT_ID }],
    ] as [Target, RequestQuery | undefined][]
  ).flatMap(([api, query]): ApiCase[] => [
    {
      name: `GET ${api.path} without a token is 401`,
      request: () => get(api, undefined, query),
      status: 401,
    },
    {
      name: `GET ${api.path} with an expired token is 401`,
      request: (s) => get(api, s.expiredAccess, query),
      status: 401,
      check: ({ body }, expect) => expect(body).toEqual(UNAUTHORIZED),
    },
    {
      name: `GET ${api.path} as client is 403`,
      request: (s) => get(api, s.client.accessToken, query),
      status: 403,
      check: ({ body }, expect) => expect(body).toEqual(FORBIDDEN),
    },
  ]),
  ...(
    [
      [sendMessage, send(UNSEEN_CHAT_CONTACT_ID, 'Hello')],
      [updateProfileUser, updateProfile({ status: 'busy' })],
      [chatPreferences, { contactId: OLDER_CHAT.userId, muted: true }],
      [clearChat, { contactId: OLDER_CHAT.userId }],
    ] as [api: Target, body: unknown][]
  ).flatMap(([api, body]): ApiCase[] => [
    { name: `POST ${api.path} without a token is 401`, request: () => post(api, body), status: 401 },
    {
      name: `POST ${api.path} with a token signed by another secret is 401`,
      request: (s) => post(api, body, s.wrongSecret),
      status: 401,
    },
    {
      name: `POST ${api.path} as client is 403`,
      request: (s) => post(api, body, s.client.accessToken),
      status: 403,
      check: ({ body: reply }, expect) => expect(reply).toEqual(FORBIDDEN),
    },
  ]),
]

const readCases: ApiCase[] = [
  listCase(
    'chat list: seeded chats newest first, every contact by name, the profile user',
    ({ body }, expect) => {
      expect(body.chatsContacts).toHaveLength(SEED_CHATS.length)
      expect(unseenOf(body, UNSEEN_CHAT_CONTACT_ID)).toBe(UNSEEN.unseenMsgs)
      expect(UNSEEN.unseenMsgs).toBeGreaterThan(0)
      const names = body.contacts.map((contact: { fullName: string }) => contact.fullName)
      expect(names).toEqual(
        CONTACTS.map((contact) => contact.fullName).toSorted((a, b) => a.localeCompare(b)),
      )
      expect(Object.keys(body.profileUser).sort()).toEqual(['avatar', 'fullName', 'id', 'status'])
      expect(body.profileUser).toMatchObject({ id: 1, fullName: 'Noor Halvorsen', status: 'online' })
      // The summary's last message is the chat's last message, and no one without a chat is listed.
      const first = SEED_CHATS.find((chat) => chat.userId === body.chatsContacts[0].id)!
      expect(body.chatsContacts[0].chat).toMatchObject({
        id: first.id,
        lastMessage: { message: first.chat.at(-1)!.message },
      })
      expect(listedIds(body)).not.toContain(CONTACT_WITHOUT_CHAT_ID)
    },
  ),
  {
    name: 'profile user: the full profile with settings',
    request: (s) => get(profileUser, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      expect(profileUserSchema.safeParse(body).success).toBe(true)
      expect(body).toMatchObject({
        id: 1,
        status: 'online',
        settings: { isNotificationsOn: true },
      })
      expect(body.about.length).toBeGreaterThan(0)
    },
  },
  {
    name: 'get-chat for a contact without a chat: chat null, the contact',
    request: (s) => get(getChat, s.admin.accessToken, { id: CONTACT_WITHOUT_CHAT_ID }),
    status: 200,
    check: ({ body }, expect) => {
      expect(getChatReplySchema.safeParse(body).success).toBe(true)
      expect(body.chat).toBe(null)
      expect(body.contact).toEqual(CONTACTS.find((contact) => contact.id === CONTACT_WITHOUT_CHAT_ID))
    },
  },
  ...(
    [
      ['an unknown contact', `id=${UNKNOWN_CONTACT}`, 404, { error: 'Contact not found' }],
      ['no id', '', 400],
      ['id abc', 'id=abc', 400, { error: { id: 'Must be a positive integer' } }],
      ['id 0', 'id=0', 400, { error: { id: 'Must be a positive integer' } }],
      ['id given twice', `id=${UNSEEN_CHAT_CONTACT_ID}&id=${UNSEEN_CHAT_CONTACT_ID}`, 400],
    ] as [what: string, query: string, status: number, error?: unknown][]
  ).map(([what, query, status, error]): ApiCase => ({
    name: `get-chat for ${what} is ${status}`,
    request: (s) => get(getChat, s.admin.accessToken, query),
    status,
    check: ({ body }, expect) => expect(error ? body : Object.keys(body)).toEqual(error ?? ['error']),
  })),
]

const unseenCases: ApiCase[] = [
  {
    name: 'get-chat with unseen messages: oldest first, unseen set to 0',
    request: (s) => get(getChat, s.admin.accessToken, { id: UNSEEN_CHAT_CONTACT_ID }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(getChatReplySchema.safeParse(body).success).toBe(true)
      expect(body.chat).toMatchObject({ id: UNSEEN.id, userId: UNSEEN_CHAT_CONTACT_ID, unseenMsgs: 0 })
      expect(body.chat.chat.map((m: { message: string }) => m.message)).toEqual(
        UNSEEN.chat.map((m) => m.message),
      )
      const times = body.chat.chat.map((m: { time: string }) => m.time)
      expect(times).toEqual(times.toSorted())
      expect(body.contact.id).toBe(UNSEEN_CHAT_CONTACT_ID)
    },
  },
  listCase('chat list after opening: that chat shows 0 unseen', ({ body }, expect) => {
    expect(unseenOf(body, UNSEEN_CHAT_CONTACT_ID)).toBe(0)
  }),
  {
    name: 'get-chat again on a read chat changes nothing',
    request: (s) => get(getChat, s.admin.accessToken, { id: UNSEEN_CHAT_CONTACT_ID }),
    status: 200,
    check: ({ body }, expect) => expect(body.chat.unseenMsgs).toBe(0),
  },
]

const rejectedSends: [what: string, body: unknown, status: number, error?: unknown][] = [
  ['an empty message', send(OLDER_CHAT.userId, ''), 400, { error: { 'obj.message': MESSAGE_REQUIRED } }],
  ['a blank message', send(OLDER_CHAT.userId, ' \n\t '), 400, { error: { 'obj.message': MESSAGE_REQUIRED } }],
  [
    'no message',
    { obj: { contact: { id: OLDER_CHAT.userId } } },
    400,
    { error: { 'obj.message': MESSAGE_REQUIRED } },
  ],
  ['a message that is a number', send(OLDER_CHAT.userId, 42), 400],
  ['a message over 2000 characters', send(OLDER_CHAT.userId, 'x'.repeat(2001)), 400],
  ['no contact', { obj: { message: 'Hi' } }, 400],
  ['a contact id that is text', send('abc', 'Hi'), 400],
  ['no obj wrapper', { contact: { id: OLDER_CHAT.userId }, message: 'Hi' }, 400],
  ['an unknown contact', send(UNKNOWN_CONTACT, 'Hi'), 404, { error: 'Contact not found' }],
]

const sendCases: ApiCase[] = [
  ...rejectedSends.map(([what, body, status, error]): ApiCase => ({
    name: `send-msg with ${what} is ${status}`,
    request: (s) => post(sendMessage, body, s.admin.accessToken),
    status,
    check: ({ body: reply }, expect) =>
      expect(error ? reply : Object.keys(reply)).toEqual(error ?? ['error']),
  })),
  {
    name: 'send-msg with a body that is not JSON is 400',
    request: (s) => ({ ...post(sendMessage, undefined, s.admin.accessToken), rawBody: '{"obj": ' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Request body must be JSON' }),
  },
  {
    name: 'send-msg to an existing chat: 201, trimmed, from the profile user, no chat in the reply',
    request: (s) =>
      post(sendMessage, send(OLDER_CHAT.userId, '  Lunch on Friday?\nMy treat.  '), s.admin.accessToken),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(sendMessageReplySchema.safeParse(body).success).toBe(true)
      // the contact's id, what get-chat takes (not the chat row's)
      expect(body.response).toMatchObject({
        id: OLDER_CHAT.userId,
        newMessageData: { message: 'Lunch on Friday?\nMy treat.', senderId: 1 },
      })
      expect(Object.keys(body.response).sort()).toEqual(['id', 'newMessageData'])
    },
  },
  listCase(
    'chat list after sending: that chat moved to the top with the new last message',
    ({ body }, expect) => {
      expect(listedIds(body)[0]).toBe(OLDER_CHAT.userId)
      expect(body.chatsContacts[0].chat.lastMessage).toMatchObject({
        message: 'Lunch on Friday?\nMy treat.',
        senderId: 1,
      })
      expect(body.chatsContacts).toHaveLength(SEED_CHATS.length)
    },
  ),
  {
    name: 'send-msg to a contact without a chat starts one: 201 with the new chat',
    request: (s) => post(sendMessage, send(CONTACT_WITHOUT_CHAT_ID, 'Welcome aboard!'), s.admin.accessToken),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(sendMessageReplySchema.safeParse(body).success).toBe(true)
      expect(body.response.id).toBe(CONTACT_WITHOUT_CHAT_ID)
      expect(body.response.chat).toMatchObject({
        id: NEW_CHAT_ID,
        userId: CONTACT_WITHOUT_CHAT_ID,
        unseenMsgs: 0,
        chat: [{ message: 'Welcome aboard!', senderId: 1 }],
      })
      expect(body.response.chat.chat[0]).toEqual(body.response.newMessageData)
    },
  },
  listCase('chat list after the first message: the new chat is listed first', ({ body }, expect) => {
    expect(listedIds(body)[0]).toBe(CONTACT_WITHOUT_CHAT_ID)
    expect(body.chatsContacts).toHaveLength(SEED_CHATS.length + 1)
    expect(body.chatsContacts[0].chat).toMatchObject({ id: NEW_CHAT_ID, unseenMsgs: 0 })
  }),
  {
    name: 'get-chat for the new chat: its one message',
    request: (s) => get(getChat, s.admin.accessToken, { id: CONTACT_WITHOUT_CHAT_ID }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.chat.id).toBe(NEW_CHAT_ID)
      expect(body.chat.chat).toHaveLength(1)
    },
  },
]

const rejectedAttachments: [what: string, body: unknown, status: number, error?: unknown][] = [
  [
    'a file over the limit',
    send(CONTACT_WITHOUT_CHAT_ID, '', [TOO_BIG]),
    400,
    { error: { 'obj.attachments.0.size': ATTACHMENT_TOO_LARGE } },
  ],
  [
    'four files',
    send(CONTACT_WITHOUT_CHAT_ID, 'Four', [PNG, PDF, PNG, PDF]),
    400,
    { error: { 'obj.attachments': TOO_MANY_ATTACHMENTS } },
  ],
  [
    'a size that is text',
    send(CONTACT_WITHOUT_CHAT_ID, 'Hi', [{ ...PNG, size: String(PNG.size) }]),
    400,
    { error: { 'obj.attachments.0.size': 'Must be a number of bytes' } },
  ],
  ['attachments that are not a list', send(CONTACT_WITHOUT_CHAT_ID, 'Hi', PNG), 400],
  ['a file without content', send(CONTACT_WITHOUT_CHAT_ID, 'Hi', [{ ...PNG, dataUrl: undefined }]), 400],
  [
    'content that is not a data URL',
    send(CONTACT_WITHOUT_CHAT_ID, 'Hi', [{ ...PNG, dataUrl: 'https://example.com/dot.png' }]),
    400,
    { error: { 'obj.attachments.0.dataUrl': 'Must be a base64 data URL' } },
  ],
  [
    'content of another type than its type',
    send(CONTACT_WITHOUT_CHAT_ID, 'Hi', [{ ...PDF, type: 'image/png' }]),
    400,
    { error: { 'obj.attachments.0.dataUrl': 'Must be of the type given in type' } },
  ],
  [
    'a size other than the content',
    send(CONTACT_WITHOUT_CHAT_ID, 'Hi', [{ ...PDF, size: 3 }]),
    400,
    { error: { 'obj.attachments.0.size': 'Must be the size of the file in dataUrl' } },
  ],
  [
    'no text and an empty list of files',
    send(CONTACT_WITHOUT_CHAT_ID, ' ', []),
    400,
    { error: { 'obj.message': MESSAGE_REQUIRED } },
  ],
]

const attachmentCases: ApiCase[] = [
  ...rejectedAttachments.map(([what, body, status, error]): ApiCase => ({
    name: `send-msg with ${what} is ${status}`,
    request: (s) => post(sendMessage, body, s.admin.accessToken),
    status,
    check: ({ body: reply }, expect) =>
      expect(error ? reply : Object.keys(reply)).toEqual(error ?? ['error']),
  })),
  {
    name: 'send-msg with a body over its larger limit is 413',
    request: (s) => ({
      ...post(sendMessage, undefined, s.admin.accessToken),
      rawBody: JSON.stringify(send(CONTACT_WITHOUT_CHAT_ID, 'x', 'x'.repeat(SEND_MESSAGE_MAX_BODY_BYTES))),
    }),
    status: 413,
    check: ({ body }, expect) => expect(body).toEqual(bodyTooLarge(SEND_MESSAGE_MAX_BODY_BYTES)),
  },
  {
    name: 'send-msg with an image and a PDF and no text: 201, the files stored as sent',
    request: (s) => post(sendMessage, send(CONTACT_WITHOUT_CHAT_ID, '', [PNG, PDF]), s.admin.accessToken),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(sendMessageReplySchema.safeParse(body).success).toBe(true)
      expect(body.response.newMessageData).toMatchObject({
        message: '',
        senderId: 1,
        attachments: [PNG, PDF],
      })
    },
  },
  {
    name: 'get-chat reads the files back, content and all',
    request: (s) => get(getChat, s.admin.accessToken, { id: CONTACT_WITHOUT_CHAT_ID }),
    status: 200,
    check: ({ body }, expect) => {
      expect(getChatReplySchema.safeParse(body).success).toBe(true)
      expect(body.chat.chat).toHaveLength(2)
      expect(body.chat.chat[1].attachments).toEqual([PNG, PDF])
      // a message without files has no attachments field
      expect('attachments' in body.chat.chat[0]).toBe(false)
    },
  },
  listCase('chat list: the last message names its files, without their content', ({ body }, expect) => {
    const entry = body.chatsContacts.find((row: ChatListEntry) => row.id === CONTACT_WITHOUT_CHAT_ID)
    expect(entry.chat.lastMessage.attachments).toEqual([
      { name: PNG.name, type: PNG.type, size: PNG.size },
      { name: PDF.name, type: PDF.type, size: PDF.size },
    ])
  }),
]

const rejectedProfiles: [what: string, body: unknown][] = [
  ['an unknown status', updateProfile({ status: 'sleeping' })],
  ['an unknown field', updateProfile({ fullName: 'Someone Else' })],
  ['an unknown setting', updateProfile({ settings: { darkMode: true } })],
  ['a setting that is not a boolean', updateProfile({ settings: { isNotificationsOn: 'yes' } })],
  ['about over 240 characters', updateProfile({ about: 'a'.repeat(241) })],
  ['about that is a number', updateProfile({ about: 7 })],
  ['no profileUser wrapper', { status: 'busy' }],
  ['profileUser that is not an object', updateProfile('busy')],
]

const profileCases: ApiCase[] = [
  ...rejectedProfiles.map(([what, body]): ApiCase => ({
    name: `update profile with ${what} is 400`,
    request: (s) => post(updateProfileUser, body, s.admin.accessToken),
    status: 400,
    check: ({ body: reply }, expect) => expect(Object.keys(reply)).toEqual(['error']),
  })),
  {
    name: 'update profile status: 200, only the status changes',
    request: (s) => post(updateProfileUser, updateProfile({ status: 'busy' }), s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(profileUserSchema.safeParse(body.profileUser).success).toBe(true)
      expect(body.profileUser).toMatchObject({
        id: 1,
        status: 'busy',
        settings: { isNotificationsOn: true },
      })
    },
  },
  listCase('chat list after a status change: the profile user is busy', ({ body }, expect) => {
    expect(body.profileUser.status).toBe('busy')
  }),
  {
    name: 'update the setting alone: the status is kept',
    request: (s) =>
      post(updateProfileUser, updateProfile({ settings: { isNotificationsOn: false } }), s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.profileUser.settings).toEqual({ isNotificationsOn: false })
      expect(body.profileUser.status).toBe('busy')
    },
  },
  {
    name: 'update about: trimmed and stored',
    request: (s) =>
      post(updateProfileUser, updateProfile({ about: '  Back at 3 pm.  ' }), s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.profileUser.about).toBe('Back at 3 pm.'),
  },
  {
    name: 'profile user after the updates: all three changes kept',
    request: (s) => get(profileUser, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) =>
      expect(body).toMatchObject({
        status: 'busy',
        about: 'Back at 3 pm.',
        settings: { isNotificationsOn: false },
      }),
  },
]

const rejectedPreferences: [what: string, api: Target, body: unknown, status: number, error?: unknown][] = [
  [
    'neither muted nor blocked',
    chatPreferences,
    { contactId: OLDER_CHAT.userId },
    400,
    { error: { muted: 'Give muted, blocked or both' } },
  ],
  ['muted that is text', chatPreferences, { contactId: OLDER_CHAT.userId, muted: 'yes' }, 400],
  ['an unknown field', chatPreferences, { contactId: OLDER_CHAT.userId, muted: true, pinned: true }, 400],
  [
    'no contact id',
    chatPreferences,
    { blocked: true },
    400,
    { error: { contactId: 'Contact id is required' } },
  ],
  [
    'an unknown contact',
    chatPreferences,
    { contactId: UNKNOWN_CONTACT, blocked: true },
    404,
    { error: 'Contact not found' },
  ],
  ['a contact id that is text', clearChat, { contactId: 'abc' }, 400],
  ['an unknown contact', clearChat, { contactId: UNKNOWN_CONTACT }, 404],
  ['a body that is a list', clearChat, [OLDER_CHAT.userId], 400],
]

const preferenceCases: ApiCase[] = [
  ...rejectedPreferences.map(([what, api, body, status, error]): ApiCase => ({
    name: `${api.path} with ${what} is ${status}`,
    request: (s) => post(api, body, s.admin.accessToken),
    status,
    check: ({ body: reply }, expect) =>
      expect(error ? reply : Object.keys(reply)).toEqual(error ?? ['error']),
  })),
  {
    name: 'mute a chat: 200, muted, its messages kept',
    request: (s) => post(chatPreferences, { contactId: OLDER_CHAT.userId, muted: true }, s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(chatReplySchema.safeParse(body).success).toBe(true)
      expect(body.chat).toMatchObject({ id: OLDER_CHAT.id, userId: OLDER_CHAT.userId, muted: true })
      expect('blocked' in body.chat).toBe(false)
      expect(body.chat.chat.length).toBeGreaterThan(OLDER_CHAT.chat.length)
    },
  },
  listCase('chat list after muting: the entry says muted, the others do not', ({ body }, expect) => {
    const muted = body.chatsContacts.filter((entry: ChatListEntry) => entry.chat.muted)
    expect(muted.map((entry: ChatListEntry) => entry.id)).toEqual([OLDER_CHAT.userId])
  }),
  {
    name: 'block the same contact: blocked, still muted',
    request: (s) =>
      post(chatPreferences, { contactId: OLDER_CHAT.userId, blocked: true }, s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.chat).toMatchObject({ muted: true, blocked: true }),
  },
  {
    name: 'send-msg to a blocked contact is 409 and stores nothing',
    request: (s) => post(sendMessage, send(OLDER_CHAT.userId, 'Are you there?'), s.admin.accessToken),
    status: 409,
    check: ({ body }, expect) => {
      const name = CONTACTS.find((contact) => contact.id === OLDER_CHAT.userId)!.fullName
      expect(body).toEqual({ error: `You blocked ${name}: unblock them to send a message` })
    },
  },
  {
    name: 'get-chat of the blocked contact: flags shown, the refused message absent',
    request: (s) => get(getChat, s.admin.accessToken, { id: OLDER_CHAT.userId }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.chat).toMatchObject({ muted: true, blocked: true })
      expect(body.chat.chat.map((m: { message: string }) => m.message)).not.toContain('Are you there?')
    },
  },
  {
    name: 'unblock and unmute in one call',
    request: (s) =>
      post(
        chatPreferences,
        { contactId: OLDER_CHAT.userId, blocked: false, muted: false },
        s.admin.accessToken,
      ),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.chat).toMatchObject({ muted: false, blocked: false }),
  },
  {
    name: 'send-msg after unblocking is 201 again',
    request: (s) => post(sendMessage, send(OLDER_CHAT.userId, 'Back in touch.'), s.admin.accessToken),
    status: 201,
    mutates: true,
  },
  {
    name: 'clear the chat: 200, no messages, nothing unseen',
    request: (s) => post(clearChat, { contactId: OLDER_CHAT.userId }, s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.chat).toMatchObject({ id: OLDER_CHAT.id, chat: [], unseenMsgs: 0, muted: false }),
  },
  listCase('chat list after clearing: the empty chat is no longer listed', ({ body }, expect) => {
    expect(listedIds(body)).not.toContain(OLDER_CHAT.userId)
    expect(body.chatsContacts).toHaveLength(SEED_CHATS.length)
  }),
  {
    name: `block a contact never written to (${STRANGER_NAME}): an empty chat holds the choice`,
    request: (s) => post(chatPreferences, { contactId: STRANGER_ID, blocked: true }, s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.chat).toMatchObject({ userId: STRANGER_ID, chat: [], unseenMsgs: 0, blocked: true }),
  },
  {
    name: 'get-chat of that contact: the empty chat, blocked',
    request: (s) => get(getChat, s.admin.accessToken, { id: STRANGER_ID }),
    status: 200,
    check: ({ body }, expect) => expect(body.chat).toMatchObject({ chat: [], blocked: true }),
  },
]

export const CHAT_CASES: ApiCase[] = [
  ...readCases,
  ...authCases,
  ...unseenCases,
  ...sendCases,
  ...attachmentCases,
  ...profileCases,
  ...preferenceCases,
  // Run last, so an earlier rejected case could not have hidden a change.
  listCase('chat list at the end: the rejected calls left no trace', ({ body }, expect) => {
    // the seed's chats, plus the one the send cases started, less the one the preference cases cleared
    expect(body.chatsContacts).toHaveLength(SEED_CHATS.length)
    expect(listedIds(body)).not.toContain(UNKNOWN_CONTACT)
    expect(listedIds(body)).not.toContain(STRANGER_ID)
  }),
]
