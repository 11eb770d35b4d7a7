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
