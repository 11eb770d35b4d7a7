import { z } from 'zod'

export const storeMetaSchema = z.object({
  schemaVersion: z.number().int(),
  seedVersion: z.number().int(),
  /** ISO date-time of the last (re-)seed. */
  seededAt: z.string(),
})
export type StoreMeta = z.infer<typeof storeMetaSchema>

export const demoResetReplySchema = storeMetaSchema
export type DemoResetReply = StoreMeta
