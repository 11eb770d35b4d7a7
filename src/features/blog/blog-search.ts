import { BLOG_CATEGORIES } from '@contract/blog.values'
import { enumParam, intParam, textParam } from '@/lib/url-state'

/** Posts on one page of the list: two rows of the two-column grid. */
export const POSTS_PER_PAGE = 4

export const blogFields = {
  q: textParam({ maxLength: 200 }),
  category: enumParam(BLOG_CATEGORIES),
  page: intParam({ default: 1, min: 1 }),
}
