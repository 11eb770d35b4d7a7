// @vitest-environment node
import type { ChatsContactsReply, ProfileUser } from '../../contract/chat'
import { createTestApp } from '../test/harness'

/** Chats and profiles belong to the signed-in account: a newly registered user starts with neither. */
describe('chat data per account', () => {
  const { app } = createTestApp()
  const call = async (path: string, token: string, body?: unknown) => {
    const response = await app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as never }
  }
  const signUp = async () => {
    const response = await app.request('/jwt/register', {
      method: 'POST',
      body: JSON.stringify({ email: 'iris@demo.com', password: 'mosaic-1', username: 'iris' }),
    })
    const { user, accessToken } = (await response.json()) as { user: { id: number }; accessToken: string }
    return { id: user.id, token: accessToken }
  }
  const adminToken = async () => {
    const response = await app.request('/jwt/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    return ((await response.json()) as { accessToken: string }).accessToken
  }

  it('gives a new account no chats, a profile from its account, and keeps its messages apart', async () => {
    const iris = await signUp()
    const admin = await adminToken()
    const adminBefore: ChatsContactsReply = (await call('/apps/chat/chats-and-contacts', admin)).body

    const list: ChatsContactsReply = (await call('/apps/chat/chats-and-contacts', iris.token)).body
    expect(list.chatsContacts).toEqual([])
    expect(list.contacts).toHaveLength(10)
    expect(list.profileUser).toEqual({ id: iris.id, fullName: 'iris', avatar: '', status: 'online' })
    const profile: ProfileUser = (await call('/apps/chat/users/profile-user', iris.token)).body
    expect(profile).toMatchObject({ id: iris.id, about: '', status: 'online' })

    // a chat the admin already has is a new chat for this account
    const sent = await call('/apps/chat/send-msg', iris.token, {
      obj: { contact: { id: 101 }, message: 'Hi!' },
    })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      response: { chat: { userId: 101 }, newMessageData: { senderId: iris.id } },
    })
    const updated = await call('/apps/chat/users/profile-user', iris.token, {
      profileUser: { status: 'away' },
    })
    expect(updated.body).toMatchObject({ profileUser: { id: iris.id, status: 'away' } })

    expect((await call('/apps/chat/chats-and-contacts', iris.token)).body).toMatchObject({
      chatsContacts: [{ id: 101 }],
      profileUser: { status: 'away' },
    })
    expect((await call('/apps/chat/chats-and-contacts', admin)).body).toEqual(adminBefore)

    // blocking and clearing are this account's own: the admin can still write to Calla and keeps the history
    const adminChat = (await call('/apps/chat/get-chat?id=101', admin)).body as { chat: { chat: unknown[] } }
    expect(
      (await call('/apps/chat/chat-preferences', iris.token, { contactId: 101, blocked: true })).status,
    ).toBe(200)
    expect((await call('/apps/chat/clear-chat', iris.token, { contactId: 101 })).status).toBe(200)
    expect(
      (await call('/apps/chat/send-msg', iris.token, { obj: { contact: { id: 101 }, message: 'Again' } }))
        .status,
    ).toBe(409)
    expect((await call('/apps/chat/get-chat?id=101', admin)).body).toEqual(adminChat)
    const fromAdmin = await call('/apps/chat/send-msg', admin, {
      obj: { contact: { id: 101 }, message: 'Still here' },
    })
    expect(fromAdmin.status).toBe(201)
  })
})
