import { z } from 'zod'
import { endpoint } from './endpoint'
import { longText, positiveIntParam, searchTextParam, shortText } from './common'
import { tileArtSchema } from './profile'
import { BLOG_CATEGORIES, BLOG_COMMENT_MAX, BLOG_STATUSES, BLOG_TITLE_MAX } from './blog.values'

/**
 * The blog (`/blog/list/data...`): posts and comments are the same for everyone (comments are public); writing
 * needs manage Blog. `id` is optional on detail and edit: without it, the first post.
 */

export * from './blog.values'

const categorySchema = z.enum(BLOG_CATEGORIES, { error: `Must be one of: ${BLOG_CATEGORIES.join(', ')}` })

export const blogCommentSchema = z.object({
  id: z.number().int().positive(),
  postId: z.number().int().positive(),
  avatar: z.string(),
  userFullName: z.string(),
  /** ISO date-time. */
  commentedAt: z.string(),
  commentText: z.string(),
})
export type BlogComment = z.infer<typeof blogCommentSchema>

/** A post as stored. `content` is HTML from the rich-text editor; the page sanitizes it before showing it. */
export const storedBlogPostSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  slug: z.string(),
  img: tileArtSchema,
  avatar: z.string(),
  userFullName: z.string(),
  /** ISO date. */
  blogPosted: z.string(),
  tags: z.array(categorySchema),
  excerpt: z.string(),
  content: z.string(),
  status: z.enum(BLOG_STATUSES),
})
export type StoredBlogPost = z.infer<typeof storedBlogPostSchema>

/** A list entry: the post without its content, with its number of comments. */
export const blogListItemSchema = storedBlogPostSchema
  .omit({ content: true })
  .extend({ comment: z.number().int() })
export type BlogListItem = z.infer<typeof blogListItemSchema>

export const blogSidebarSchema = z.object({
  recentPosts: z.array(
    z.object({ id: z.number(), title: z.string(), img: tileArtSchema, createdTime: z.string() }),
  ),
  categories: z.array(z.object({ category: categorySchema, count: z.number().int() })),
})

export const blogDetailSchema = z.object({
  blog: storedBlogPostSchema,
  comments: z.array(blogCommentSchema),
})
export type BlogDetail = z.infer<typeof blogDetailSchema>

const idQuery = z.object({ id: positiveIntParam.optional() })

export const blogEditBodySchema = z
  .object({
    id: z.number().int().positive(),
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(BLOG_TITLE_MAX, `At most ${BLOG_TITLE_MAX} characters`),
    slug: shortText(120)
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase letters and digits, words joined by dashes'),
    tags: z
      .array(categorySchema)
      .min(1, 'Choose at least one category')
      .refine((tags) => new Set(tags).size === tags.length, 'Categories must not repeat'),
    status: z.enum(BLOG_STATUSES, { error: `Must be one of: ${BLOG_STATUSES.join(', ')}` }),
    excerpt: longText(500).trim(),
    content: longText(),
    img: tileArtSchema.omit({ alt: true }),
  })
  .strict()
export type BlogEditBody = z.input<typeof blogEditBodySchema>

export const blogCommentBodySchema = z
  .object({
    postId: z.number().int().positive(),
    commentText: z
      .string()
      .trim()
      .min(1, 'Write a comment first')
      .max(BLOG_COMMENT_MAX, `At most ${BLOG_COMMENT_MAX} characters`),
  })
  .strict()

export const blogApi = {
  list: endpoint({
    method: 'GET',
    path: '/blog/list/data',
    query: z.object({ q: searchTextParam, category: categorySchema.optional() }),
    reply: z.array(blogListItemSchema),
    summary: 'Bare array of posts, newest first; q matches title and excerpt, category a tag',
  }),
  sidebar: endpoint({
    method: 'GET',
    path: '/blog/list/data/sidebar',
    reply: blogSidebarSchema,
    summary: 'The three most recent posts and the categories with their post counts',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blog/list/data/detail',
    query: idQuery,
    reply: blogDetailSchema,
    summary: 'One post with its comments, oldest first; without id, the first post',
  }),
  edit: endpoint({
    method: 'GET',
    path: '/blog/list/data/edit',
    query: idQuery,
    reply: storedBlogPostSchema,
    summary: 'One post as the edit form shows it; without id, the first post',
  }),
  update: endpoint({
    method: 'POST',
    path: '/blog/list/data/edit',
    body: blogEditBodySchema,
    reply: z.object({ post: storedBlogPostSchema }),
    summary: 'Save a post; the slug must be unique',
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/blog/list/data/comment',
    body: blogCommentBodySchema,
    reply: z.object({ comment: blogCommentSchema }),
    status: 201,
    summary: 'Comment on a post as the caller',
  }),
}
