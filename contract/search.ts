import { z } from 'zod'
import { endpoint } from './endpoint'
import { abilitySubjectSchema } from './ability'

export const searchPageSchema = z.object({
  id: z.number().int().positive(),
  /** Stable slug, usable as a translation key. */
  target: z.string(),
  title: z.string(),
  /** lucide icon name, kebab-case. */
  icon: z.string(),
  link: z.string(),
  /** The subject a user needs `read` on to open the page. */
  subject: abilitySubjectSchema,
  isBookmarked: z.boolean(),
})
export type SearchPage = z.infer<typeof searchPageSchema>

export const searchFileSchema = z.object({
  title: z.string(),
  by: z.string(),
  size: z.string(),
  /** Path of the file-type icon. */
  file: z.string(),
  /** Where the app serves the file itself (`/files/...`, shipped in `public/files/`); its extension picks the viewer. */
  url: z.string(),
})
export type SearchFile = z.infer<typeof searchFileSchema>

export const searchContactSchema = z.object({
  /** The chat contact's id: `/apps/chat?contact=<id>` opens the conversation with them (GET /apps/chat/chats/:id). */
  id: z.number().int().positive(),
  title: z.string(),
  email: z.string(),
  img: z.string(),
  /** ISO date. */
  date: z.string(),
})
export type SearchContact = z.infer<typeof searchContactSchema>

export const SEARCH_LIMIT = 4

const group = <T extends z.ZodType, G extends string>(title: G, entry: T) =>
  z.object({ groupTitle: z.literal(title), searchLimit: z.number().int(), data: z.array(entry) })

export const searchGroupsSchema = z.tuple([
  group('Pages', searchPageSchema),
  group('Files', searchFileSchema),
  group('Contacts', searchContactSchema),
])

export const mainSearchReplySchema = z.object({ searchArr: searchGroupsSchema })
export type MainSearchReply = z.infer<typeof mainSearchReplySchema>

export const bookmarksReplySchema = z.object({
  suggestions: z.array(searchPageSchema),
  bookmarks: z.array(searchPageSchema),
})
export type BookmarksReply = z.infer<typeof bookmarksReplySchema>

export const bookmarkUpdateBodySchema = z.object({ id: z.number().int().positive() })
export type BookmarkUpdateBody = z.infer<typeof bookmarkUpdateBodySchema>

export const bookmarkUpdateReplySchema = searchPageSchema

/** Page search and bookmarks map to Auth: every signed-in user has them, each seeing only pages they may open. */
export const searchApi = {
  mainSearch: endpoint({
    method: 'GET',
    path: '/api/main-search/data',
    reply: mainSearchReplySchema,
    summary: "The navbar search's groups: the pages the caller may open, files and contacts",
  }),
  bookmarks: endpoint({
    method: 'GET',
    path: '/api/bookmarks/data',
    reply: bookmarksReplySchema,
    summary: "The caller's bookmarks, in their order, and every page they may bookmark",
  }),
  updateBookmark: endpoint({
    method: 'POST',
    path: '/api/bookmarks/update',
    body: bookmarkUpdateBodySchema,
    reply: bookmarkUpdateReplySchema,
    summary: 'Toggle the bookmark on a page; the reply is the page with its new flag',
  }),
}
/** A page in the stored search index; whether it is bookmarked depends on the user, so it is not stored. */
export const indexedPageSchema = searchPageSchema.omit({ isBookmarked: true })

/** A user's stored bookmarks: the ids of indexed pages. */
export const bookmarkRowSchema = z.object({
  userId: z.number().int().positive(),
  pageIds: z.array(z.number().int().positive()),
})
