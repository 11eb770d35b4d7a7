import { z } from 'zod'
import { EMAIL_LABELS, EMAIL_VIEWS } from '@contract/email'

/**
 * The email page's URL search params: the list (folder, label, q) and the open mail. A value that does not parse
 * is dropped rather than failing the page, so an old or hand-edited link still opens the mailbox. The page parses
 * them (useEmailSearch); the route only types them, so zod stays out of the entry chunk.
 */
export const emailSearchSchema = z.object({
  folder: z.enum(EMAIL_VIEWS).optional().catch(undefined),
  label: z.enum(EMAIL_LABELS).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  mail: z.coerce.number().int().positive().optional().catch(undefined),
})
export type EmailSearch = z.infer<typeof emailSearchSchema>

/** The list part of the search, as the API takes it (a blank q is no filter). */
export const listParamsOf = ({ folder, label, q }: EmailSearch) => ({
  folder,
  label,
  q: q || undefined,
})
export type EmailListParams = ReturnType<typeof listParamsOf>

/** What the sidebar highlights: the folder named, else inbox unless a label is. */
export const activeFolderOf = ({ folder, label }: EmailSearch) => folder ?? (label ? undefined : 'inbox')
