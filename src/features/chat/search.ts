import { intParam, textParam } from '@/lib/url-state'

/**
 * The chat page's URL: `contact` is the open conversation (a contact id), `q` the sidebar's search text. Bad
 * values are dropped rather than refused, so an old or hand-edited link still opens the page (useUrlState).
 */
export const chatFields = {
  contact: intParam({ min: 1 }),
  q: textParam(),
}
