import { z } from 'zod'
import { endpoint } from './endpoint'

export const storeMetaSchema = z.object({
  schemaVersion: z.number().int(),
  seedVersion: z.number().int(),
  /** ISO date-time of the last (re-)seed. */
  seededAt: z.string(),
})
export type StoreMeta = z.infer<typeof storeMetaSchema>

export const demoResetReplySchema = storeMetaSchema
export type DemoResetReply = StoreMeta

export const demoApi = {
  reset: endpoint({
    method: 'POST',
    path: '/api/demo/reset',
    reply: demoResetReplySchema,
    summary: 'Restore the seed data, atomically; any signed-in user may',
  }),
}
