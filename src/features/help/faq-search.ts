import { FAQ_CATEGORIES } from '@contract/faq.values'
import { enumParam, textParam } from '@/lib/url-state'

/** The search text and the open category live in the address. */
export const faqFields = { q: textParam({ maxLength: 200 }), category: enumParam(FAQ_CATEGORIES) }

export const kbFields = { q: textParam({ maxLength: 200 }) }
