import { z } from 'zod'

/**
 * The chat page's URL: `contact` is the open conversation (a contact id), `q` the sidebar's search text. Bad
 * values are dropped rather than refused, so an old or hand-edited link still opens the page.
 */
export const chatSearchSchema = z.object({
  contact: z.coerce.number().int().positive().optional().catch(undefined),
  q: z.string().optional().catch(undefined),
})
export type ChatSearch = z.infer<typeof chatSearchSchema>
