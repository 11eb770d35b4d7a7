import { z } from 'zod'

export const autocompleteEntrySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  rank: z.number().int(),
})
export type AutocompleteEntry = z.infer<typeof autocompleteEntrySchema>

export const autocompleteReplySchema = z.object({ autoComplete: z.array(autocompleteEntrySchema) })
export type AutocompleteReply = z.infer<typeof autocompleteReplySchema>
