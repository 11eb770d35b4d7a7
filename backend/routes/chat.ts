import type { Context } from 'hono'
import {
  chatApi,
  type Chat,
  type ChatMessage,
  type ChatsContactsReply,
  type GetChatReply,
  type ProfileUser,
  type SendMessageReply,
} from '../../contract/chat'
import { requireAbility, requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'
import { ApiError, notFound } from '../lib/errors'
import { assertRoom, sizeOf } from '../lib/quota'
import { routeGroup } from '../lib/route'
import { defaultProfileUser, type ChatRow } from '../seed/chat'

/** The stored row without its owner, as the contract shows a chat. */
const toChat = ({ ownerId: _owner, ...chat }: ChatRow): Chat => chat

/** The caller's stored profile, or the one their account implies (nothing is written by reading). */
async function profileOf(c: Context<AppEnv>): Promise<ProfileUser> {
  const account = c.var.account
  const profiles = await c.var.deps.store.read('chatProfiles')
  return profiles.find((profile) => profile.id === account.id) ?? defaultProfileUser(account)
}

async function contactOr404(c: Context<AppEnv>, id: number) {
  const contact = (await c.var.deps.store.read('chatContacts')).find((row) => row.id === id)
  if (!contact) throw notFound('Contact')
  return contact
}

/**
 * Changes the caller's chat with a contact, making an empty one first when there is none (muting or blocking
 * someone you never wrote to is allowed); chats without messages stay out of the list.
 */
function updateOwnChat(c: Context<AppEnv>, contactId: number, change: (row: ChatRow) => void) {
  const ownerId = c.var.account.id
  return c.var.deps.store.update('chats', async (rows, newId) => {
    let row = rows.find((r) => r.ownerId === ownerId && r.userId === contactId)
    if (!row)
      rows.push((row = { id: await newId('chats'), ownerId, userId: contactId, unseenMsgs: 0, chat: [] }))
    change(row)
    return toChat(row)
  })
}

/** A message as the chat list shows it: its files named, their content left out. */
const withoutContent = ({ attachments, ...message }: ChatMessage) =>
  attachments
    ? { ...message, attachments: attachments.map(({ dataUrl: _content, ...info }) => info) }
    : message

/** Reads need `read` on Chat, writes `manage`. Every user sees only their own chats and profile. */
const read = [requireAuth, requireAbility('read', 'Chat')]
const write = [requireAuth, requireAbility('manage', 'Chat')]

export const chatRoutes = routeGroup()
  .route(chatApi.chatsAndContacts, read, async (c) => {
    const { store } = c.var.deps
    const [contacts, chats, profile] = [
      await store.read('chatContacts'),
      await store.read('chats'),
      await profileOf(c),
    ]
    const lastTime = (row: ChatRow) => row.chat.at(-1)?.time ?? ''
    const chatsContacts = chats
      .filter((row) => row.ownerId === profile.id && row.chat.length > 0)
      .toSorted((a, b) => lastTime(b).localeCompare(lastTime(a)))
      .flatMap((row) => {
        const contact = contacts.find((person) => person.id === row.userId)
        const lastMessage = row.chat.at(-1)
        if (!contact || !lastMessage) return []
        const chat = {
          id: row.id,
          unseenMsgs: row.unseenMsgs,
          lastMessage: withoutContent(lastMessage),
          ...(row.muted && { muted: true }),
        }
        return [{ ...contact, chat }]
      })
    const { id, avatar, fullName, status } = profile
    const reply: ChatsContactsReply = {
      chatsContacts,
      contacts: contacts.toSorted((a, b) => a.fullName.localeCompare(b.fullName)),
      profileUser: { id, avatar, fullName, status },
    }
    return c.json(reply)
  })
  .route(chatApi.profileUser, read, async (c) => c.json(await profileOf(c)))
  .route(chatApi.updateProfileUser, write, async (c) => {
    const { settings, ...fields } = c.req.valid('json').profileUser
    const account = c.var.account
    const profileUser = await c.var.deps.store.update('chatProfiles', (profiles) => {
      let profile = profiles.find((row) => row.id === account.id)
      if (!profile) profiles.push((profile = defaultProfileUser(account)))
      Object.assign(profile, fields)
      profile.settings = { ...profile.settings, ...settings }
      return profile
    })
    return c.json({ profileUser })
  })
  .route(chatApi.getChat, read, async (c) => {
    const { id } = c.req.valid('query')
    const contact = await contactOr404(c, id)
    const ownerId = c.var.account.id
    const isMine = (row: ChatRow) => row.ownerId === ownerId && row.userId === id
    // Only write when there is something to mark seen, so opening a read chat stays a pure read.
    const existing = (await c.var.deps.store.read('chats')).find(isMine)
    const chat =
      existing && existing.unseenMsgs > 0
        ? await c.var.deps.store.update('chats', (rows) => {
            const row = rows.find(isMine)
            if (row) row.unseenMsgs = 0
            return row
          })
        : existing
    const reply: GetChatReply = { chat: chat ? toChat(chat) : null, contact }
    return c.json(reply)
  })
  .route(chatApi.sendMessage, write, async (c) => {
    const { contact, message, attachments } = c.req.valid('json').obj
    const { fullName } = await contactOr404(c, contact.id)
    const ownerId = c.var.account.id
    const newMessageData: ChatMessage = {
      message: message.trim(),
      time: new Date(c.var.deps.now()).toISOString(),
      senderId: ownerId,
      ...(attachments?.length && { attachments }),
    }
    const response = await c.var.deps.store.update('chats', async (rows, newId) => {
      const row = rows.find((r) => r.ownerId === ownerId && r.userId === contact.id)
      if (row?.blocked)
        throw new ApiError(409, { error: `You blocked ${fullName}: unblock them to send a message` })
      // the caller's messages, in every conversation (on the shared server `chats` holds every account's rows)
      const own = rows.filter((r) => r.ownerId === ownerId)
      let messages = 0
      own.every((r) => ((messages += r.chat.length), true))
      assertRoom(c.var.deps.quotas, 'chatMessages', own, { rows: 1, bytes: sizeOf(newMessageData) }, messages)
      if (row) {
        row.chat.push(newMessageData)
        return { newMessageData, id: contact.id }
      }
      const created: ChatRow = {
        id: await newId('chats'),
        ownerId,
        userId: contact.id,
        unseenMsgs: 0,
        chat: [newMessageData],
      }
      rows.push(created)
      return { newMessageData, id: contact.id, chat: toChat(created) }
    })
    return c.json({ response } satisfies SendMessageReply, 201)
  })
  .route(chatApi.chatPreferences, write, async (c) => {
    const { contactId, muted, blocked } = c.req.valid('json')
    await contactOr404(c, contactId)
    const chat = await updateOwnChat(c, contactId, (row) => {
      if (muted !== undefined) row.muted = muted
      if (blocked !== undefined) row.blocked = blocked
    })
    return c.json({ chat })
  })
  .route(chatApi.clearChat, write, async (c) => {
    const { contactId } = c.req.valid('json')
    await contactOr404(c, contactId)
    const chat = await updateOwnChat(c, contactId, (row) => {
      row.chat = []
      row.unseenMsgs = 0
    })
    return c.json({ chat })
  })
