import type { Context } from 'hono'
import { searchApi, SEARCH_LIMIT, type MainSearchReply, type SearchPage } from '../../contract/search'
import { requireAbility, requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'
import { notFound } from '../lib/errors'
import { routeGroup } from '../lib/route'
import { defaultBookmarkIds } from '../seed/search-index'

/** The pages the caller may open, flagged with the caller's bookmarks, plus those bookmarks in their order. */
async function pagesFor(c: Context<AppEnv>) {
  const { store } = c.var.deps
  const [pages, rows] = [await store.read('searchPages'), await store.read('bookmarks')]
  const bookmarkIds =
    rows.find((row) => row.userId === c.var.account.id)?.pageIds ?? defaultBookmarkIds(pages)
  const visible: SearchPage[] = pages
    .filter((page) => c.var.ability.can('read', page.subject))
    .map((page) => ({ ...page, isBookmarked: bookmarkIds.includes(page.id) }))
  const bookmarks = bookmarkIds.flatMap((id) => visible.filter((page) => page.id === id))
  return { visible, bookmarks }
}

/** Page search and bookmarks map to Auth: every signed-in user has them, each seeing only pages they may open. */
const signedIn = [requireAuth, requireAbility('read', 'Auth')]

export const searchRoutes = routeGroup()
  .route(searchApi.mainSearch, signedIn, async (c) => {
    const { store } = c.var.deps
    const reply: MainSearchReply = {
      searchArr: [
        { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: (await pagesFor(c)).visible },
        { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: await store.read('searchFiles') },
        { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: await store.read('searchContacts') },
      ],
    }
    return c.json(reply)
  })
  .route(searchApi.bookmarks, signedIn, async (c) => {
    const { visible, bookmarks } = await pagesFor(c)
    return c.json({ suggestions: visible, bookmarks })
  })
  .route(searchApi.updateBookmark, signedIn, async (c) => {
    const { id } = c.req.valid('json')
    const { store } = c.var.deps
    const pages = await store.read('searchPages')
    // A page the caller may not open does not exist for them.
    const page = pages.find((p) => p.id === id && c.var.ability.can('read', p.subject))
    if (!page) throw notFound('Bookmark')
    const userId = c.var.account.id
    const isBookmarked = await store.update('bookmarks', (rows) => {
      let row = rows.find((r) => r.userId === userId)
      if (!row) rows.push((row = { userId, pageIds: defaultBookmarkIds(pages) }))
      const had = row.pageIds.includes(id)
      row.pageIds = had ? row.pageIds.filter((pageId) => pageId !== id) : [...row.pageIds, id]
      return !had
    })
    return c.json({ ...page, isBookmarked } satisfies SearchPage)
  })
