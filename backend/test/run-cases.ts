import { RUNTIME_HEADER } from '../app'
import { createAppStore } from '../store'
import { API_CASES, createSession, type Send, type Session } from './cases'
import type { TestDatabase, TestStorage } from './databases'
import { createTestApp, toReply, toRequestInit } from './harness'

/**
 * The case table through app.request() on one store. Each store the back end runs on has a test file calling
 * this (cases.test.ts and its -idb, -pglite and -postgres siblings), so Vitest runs them side by side.
 */
export function runApiCases(database: TestDatabase, skip = false) {
  describe(`API cases through app.request() on ${database.name}`, () => {
    let storage: TestStorage
    let send: Send
    let store: ReturnType<typeof createAppStore>
    let session: Session
    let clockAhead = 0

    beforeAll(async () => {
      if (skip) return
      storage = await database.open()
      // the back end's clock, moved ahead for the cases that ask (ApiCase.clockAhead)
      const test = createTestApp({ store: createAppStore(storage.kv), now: () => Date.now() + clockAhead })
      store = test.store
      send = async (request) => toReply(await test.app.request(request.path, toRequestInit(request)))
      session = await createSession(send, async () => (await store.read('auth')).secrets)
    }, 180_000) // a first PGlite open on a busy machine takes tens of seconds
    afterAll(async () => storage?.close())

    it.skipIf(skip).each(API_CASES)('$name', async (apiCase) => {
      const before = await store.snapshot()
      clockAhead = apiCase.clockAhead ?? 0
      const reply = await send(apiCase.request(session)).finally(() => (clockAhead = 0))
      // The body rides along so a wrong status shows what came back.
      expect({ status: reply.status, body: reply.body }).toMatchObject({ status: apiCase.status })
      expect(reply.headers[RUNTIME_HEADER]).toBe('test')
      apiCase.check?.(reply, expect)
      // Every call that is not meant to change data (rejected ones above all) leaves the store as it was.
      // oxlint-disable-next-line vitest/no-conditional-expect
      if (!apiCase.mutates) expect(await store.snapshot()).toEqual(before)
    })

    // The checks that heal damaged data must accept whatever the routes write, or a restart would drop it.
    it.skipIf(skip)('leaves data that a restarted store finds sound', async () => {
      expect(await createAppStore(storage.kv).takeRestored()).toEqual({ restored: [], pruned: [] })
    })
  })
}
