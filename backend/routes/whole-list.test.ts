// @vitest-environment node
import { emailApi } from '../../contract/email'
import { WHOLE_LIST_MAX } from '../lib/list'
import { createSession } from '../test/cases'
import { createTestApp, toReply, toRequestInit } from '../test/harness'
import { get } from '../test/requests'

/** A list asked for whole answers at most WHOLE_LIST_MAX rows, with the true total (docs/api.md, "Limits"). */
describe('the whole mail list', () => {
  it('answers the first 1,000 of 1,200 mails with their total, and pages past them', async () => {
    const { app, store } = createTestApp()
    await store.update('emails', (mails) => {
      const seed = mails.concat().find((mail) => mail.folder === 'inbox')!
      mails.length = 0
      for (let id = 1; id <= 1200; id++) mails.push({ ...seed, id })
    })
    const send = async (request: ReturnType<typeof get>) =>
      toReply(await app.request(request.path, toRequestInit(request)))
    const { admin } = await createSession(send, async () => (await store.read('auth')).secrets)
    const whole = await send(get(emailApi.emails, admin.accessToken))
    expect(whole.status).toBe(200)
    expect(WHOLE_LIST_MAX).toBe(1000)
    expect({ rows: (whole.body.emails as unknown[]).length, total: whole.body.total }).toEqual({
      rows: 1000,
      total: 1200,
    })
    const last = await send(get(emailApi.emails, admin.accessToken, { page: 12, perPage: 100 }))
    expect((last.body.emails as unknown[]).length).toBe(100)
  })
})
