import { z } from 'zod'
import { endpoint } from './endpoint'

export const autocompleteEntrySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  rank: z.number().int(),
})
export type AutocompleteEntry = z.infer<typeof autocompleteEntrySchema>

export const autocompleteReplySchema = z.object({ autoComplete: z.array(autocompleteEntrySchema) })
export type AutocompleteReply = z.infer<typeof autocompleteReplySchema>

export const autocompleteApi = {
  data: endpoint({
    method: 'GET',
    path: '/api/autocomplete/data',
    reply: autocompleteReplySchema,
    summary: 'The entries of the autocomplete form demo',
  }),
}
