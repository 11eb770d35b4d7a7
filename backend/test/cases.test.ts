// @vitest-environment node
import { RUNTIME_HEADER } from '../app'
import { createAppStore } from '../store'
import { createMemoryKv } from '../store/memory-kv'
import { API_CASES, createSession, type Send, type Session } from './cases'
import { createTestApp, toReply, toRequestInit } from './harness'

describe('API cases through app.request()', () => {
  const kv = createMemoryKv()
  const { app, store } = createTestApp({ store: createAppStore(kv) })
  const send: Send = async (request) => toReply(await app.request(request.path, toRequestInit(request)))
  let session: Session

  beforeAll(async () => {
    session = await createSession(send, async () => (await store.read('auth')).secrets)
  })

  it.each(API_CASES)('$name', async (apiCase) => {
    const before = await store.snapshot()
    const reply = await send(apiCase.request(session))
    // The body rides along so a wrong status shows what came back.
    expect({ status: reply.status, body: reply.body }).toMatchObject({ status: apiCase.status })
    expect(reply.headers[RUNTIME_HEADER]).toBe('test')
    apiCase.check?.(reply, expect)
    // Every call that is not meant to change data (rejected ones above all) leaves the store as it was.
    // oxlint-disable-next-line vitest/no-conditional-expect
    if (!apiCase.mutates) expect(await store.snapshot()).toEqual(before)
  })

  // The checks that heal damaged data must accept whatever the routes write, or a restart would drop it.
  it('leaves data that a restarted store finds sound', async () => {
    expect(await createAppStore(kv).takeRestored()).toEqual({ restored: [], pruned: [] })
  })
})
