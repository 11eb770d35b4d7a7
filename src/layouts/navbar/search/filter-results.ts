import type { MainSearchReply, SearchContact, SearchFile, SearchPage } from '@contract/search'
import type { PageTitleFn } from '../bookmarks/use-page-title'

/** A page's cmdk item value, so the selection can be mapped back to its page (Ctrl/⌘+B). */
export const pageValue = (page: Pick<SearchPage, 'id'>) => `page:${page.id}`

/** A contact's cmdk item value, so the selection can be mapped back to its contact (Ctrl/⌘+E). */
export const contactValue = (contact: Pick<SearchContact, 'id'>) => `contact:${contact.id}`

export interface SearchResults {
  pages: SearchPage[]
  files: SearchFile[]
  contacts: SearchContact[]
}

const matches = (needle: string, ...fields: string[]) =>
  fields.some((field) => field.toLocaleLowerCase().includes(needle))

/**
 * Case-insensitive substring match per group, cut to the group's `searchLimit` (cmdk's own filter ranks and
 * hides but cannot cap a group). Pages match on the shown (translated) title and on the server's English one,
 * so both "Lesezeichen" and "Bookmarks" users find what they type.
 */
export function filterResults(reply: MainSearchReply, query: string, titleOf: PageTitleFn): SearchResults {
  const needle = query.trim().toLocaleLowerCase()
  const [pages, files, contacts] = reply.searchArr
  return {
    pages: pages.data.filter((p) => matches(needle, titleOf(p), p.title)).slice(0, pages.searchLimit),
    files: files.data.filter((f) => matches(needle, f.title, f.by)).slice(0, files.searchLimit),
    contacts: contacts.data.filter((c) => matches(needle, c.title, c.email)).slice(0, contacts.searchLimit),
  }
}
