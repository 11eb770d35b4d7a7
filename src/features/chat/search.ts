/**
 * The chat page's URL: `contact` is the open conversation (a contact id), `q` the sidebar's search text. Bad
 * values are dropped rather than refused, so an old or hand-edited link still opens the page. Plain code, not
 * zod: the route's validateSearch runs in the main bundle, which must not carry zod.
 */
export interface ChatSearch {
  contact?: number
  q?: string
}

export function parseChatSearch(search: Record<string, unknown>): ChatSearch {
  const contact = Number(search.contact)
  return {
    ...(Number.isSafeInteger(contact) && contact > 0 && { contact }),
    ...(typeof search.q === 'string' && search.q !== '' && { q: search.q }),
  }
}
