import { BLOG_CATEGORIES } from '@contract/blog.values'
import { enumParam, textParam } from '@/lib/url-state'

export const blogFields = { q: textParam({ maxLength: 200 }), category: enumParam(BLOG_CATEGORIES) }
