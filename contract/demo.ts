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

export const demoApi = {
  reset: endpoint({
    method: 'POST',
    path: '/api/demo/reset',
    reply: demoResetReplySchema,
    summary: 'Restore the seed data, atomically, ending every session; the caller gets a new one',
  }),
}
