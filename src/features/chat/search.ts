import { definedOnly, positiveInt } from '@/lib/url-search'

/**
 * The chat page's URL: `contact` is the open conversation (a contact id), `q` the sidebar's search text. Bad
 * values are dropped rather than refused, so an old or hand-edited link still opens the page (src/lib/url-search).
 */
export interface ChatSearch {
  contact?: number
  q?: string
}

export function parseChatSearch(search: Record<string, unknown>): ChatSearch {
  return definedOnly({
    contact: positiveInt(search.contact),
    q: typeof search.q === 'string' && search.q !== '' ? search.q : undefined,
  })
}
