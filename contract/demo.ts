import { z } from 'zod'
import { loginReplySchema } from './auth'
import { endpoint } from './endpoint'

export const storeMetaSchema = z.object({
  schemaVersion: z.number().int(),
  seedVersion: z.number().int(),
  /** ISO date-time of the last (re-)seed. */
  seededAt: z.string(),
})
export type StoreMeta = z.infer<typeof storeMetaSchema>

/**
 * A reset ends every session issued before it; the caller gets a new one in `session` when its account is among
 * the seed's accounts (the page stores it and stays signed in), and is signed out otherwise.
 */
export const demoResetReplySchema = storeMetaSchema.extend({ session: loginReplySchema.optional() })
export type DemoResetReply = z.infer<typeof demoResetReplySchema>

/**
 * What the back end repaired in its stored data since the page last asked (`POST /api/demo/restored`): collection
 * names (`all` when everything was re-seeded). `restored` came back from the seed whole; `pruned` lost only their
 * damaged records. Each repair is reported once.
 */
export const restoredDataSchema = z.object({
  restored: z.array(z.string()),
  pruned: z.array(z.string()),
})
export type RestoredData = z.infer<typeof restoredDataSchema>

/**
 * The back end's store, for its operator (`GET /api/demo/health`, manage-all): where the data lives and the records
 * set aside because they failed the contract when read, by collection (docs/backend.md, "Nothing lost silently").
 */
export const storeHealthSchema = z.object({
  store: z.string(),
  quarantined: z.object({ total: z.number().int(), collections: z.record(z.string(), z.number().int()) }),
})
export type StoreHealth = z.infer<typeof storeHealthSchema>

export const demoApi = {
  reset: endpoint({
    method: 'POST',
    path: '/api/demo/reset',
    reply: demoResetReplySchema,
    summary: 'Restore the seed data, atomically, ending every session; the caller gets a new one',
  }),
  restored: endpoint({
    method: 'POST',
    path: '/api/demo/restored',
    reply: restoredDataSchema,
    auth: false,
    summary:
      'What the back end repaired in its stored data since last asked, reported once; no sign-in in the browser, a manage-all bearer token on the Node server',
  }),
  health: endpoint({
    method: 'GET',
    path: '/api/demo/health',
    reply: storeHealthSchema,
    summary: 'Where the data lives and how many records were set aside (quarantined) as damaged; manage-all only',
  }),
}
