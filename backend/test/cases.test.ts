// @vitest-environment node
import { RUNTIME_HEADER } from '../app'
import { API_CASES, createSession, type Send, type Session } from './cases'
import { createTestApp, toReply, toRequestInit } from './harness'

describe('API cases through app.request()', () => {
  const { app, store } = createTestApp()
  const send: Send = async (request) => toReply(await app.request(request.path, toRequestInit(request)))
  let session: Session

  beforeAll(async () => {
    session = await createSession(send)
  })

  for (const apiCase of API_CASES) {
    it(apiCase.name, async () => {
      const before = await store.snapshot()
      const reply = await send(apiCase.request(session))
      expect(reply.status, JSON.stringify(reply.body)).toBe(apiCase.status)
      expect(reply.headers[RUNTIME_HEADER]).toBe('test')
      apiCase.check?.(reply, expect)
      if (!apiCase.mutates) expect(await store.snapshot()).toEqual(before)
    })
  }
})
