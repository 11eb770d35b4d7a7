/* The blog's fixed lists, without zod, for the edit form. */
export const BLOG_CATEGORIES = ['fashion', 'food', 'gaming', 'quote', 'video'] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
export const BLOG_STATUSES = ['published', 'pending', 'draft'] as const
export type BlogStatus = (typeof BLOG_STATUSES)[number]
export const BLOG_TITLE_MAX = 160
export const BLOG_COMMENT_MAX = 2000
