import { BLOG_CATEGORIES, blogApi, type BlogComment, type StoredBlogPost } from '../../contract/blog'
import { requireAbility, requireAuth } from '../lib/auth'
import { ApiError, notFound } from '../lib/errors'
import { searchItems } from '../lib/list'
import { assertRoomFor } from '../lib/quota'
import { routeGroup } from '../lib/route'
import { notify } from '../lib/notify'

/*
 * The blog: posts and comments are shared (comments are public, signed with the caller's name). Newest first is
 * by `blogPosted`, then id. Without an id, detail and edit open the first post of that order.
 */

const read = [requireAuth, requireAbility('read', 'Blog')]
const write = [requireAuth, requireAbility('manage', 'Blog')]

const newestFirst = (posts: StoredBlogPost[]) =>
  posts.toSorted((a, b) => b.blogPosted.localeCompare(a.blogPosted) || a.id - b.id)

function findPost(posts: StoredBlogPost[], id: number | undefined) {
  const post = id === undefined ? newestFirst(posts)[0] : posts.find((p) => p.id === id)
  if (!post) throw notFound('Post')
  return post
}

export const blogRoutes = routeGroup()
  .route(blogApi.list, read, async (c) => {
    const { q, category } = c.req.valid('query')
    const [posts, comments] = await Promise.all([
      c.var.deps.store.read('blogPosts'),
      c.var.deps.store.read('blogComments'),
    ])
    const inCategory = posts.filter((post) => !category || post.tags.includes(category))
    return c.json(
      newestFirst(searchItems(inCategory, q, ['title', 'excerpt'])).map(({ content: _content, ...post }) => ({
        ...post,
        comment: comments.filter((comment) => comment.postId === post.id).length,
      })),
    )
  })
  .route(blogApi.sidebar, read, async (c) => {
    const posts = newestFirst(await c.var.deps.store.read('blogPosts'))
    return c.json({
      recentPosts: posts
        .slice(0, 3)
        .map(({ id, title, img, blogPosted }) => ({ id, title, img, createdTime: blogPosted })),
      categories: BLOG_CATEGORIES.map((category) => ({
        category,
        count: posts.filter((post) => post.tags.includes(category)).length,
      })),
    })
  })
  .route(blogApi.detail, read, async (c) => {
    const blog = findPost(await c.var.deps.store.read('blogPosts'), c.req.valid('query').id)
    const comments = (await c.var.deps.store.read('blogComments')).filter(
      (comment) => comment.postId === blog.id,
    )
    return c.json({ blog, comments })
  })
  .route(blogApi.edit, read, async (c) =>
    c.json(findPost(await c.var.deps.store.read('blogPosts'), c.req.valid('query').id)),
  )
  .route(blogApi.update, write, async (c) => {
    const { id, img, ...fields } = c.req.valid('json')
    const post = await c.var.deps.store.update('blogPosts', (posts) => {
      const stored = posts.find((p) => p.id === id)
      if (!stored) throw notFound('Post')
      if (posts.some((p) => p.id !== id && p.slug === fields.slug))
        throw new ApiError(400, { error: { slug: 'Another post already has this slug' } })
      Object.assign(stored, fields, { img: { ...img, alt: stored.img.alt } })
      return stored
    })
    return c.json({ post })
  })
  .route(blogApi.addComment, write, async (c) => {
    const { postId, commentText } = c.req.valid('json')
    const posts = await c.var.deps.store.read('blogPosts')
    const post = posts.find((p) => p.id === postId)
    if (!post) throw notFound('Post')
    const { fullName, avatar } = c.var.account
    const comment = await c.var.deps.store.update('blogComments', async (comments, newId) => {
      const added: BlogComment = {
        id: await newId('blogComments'),
        postId,
        avatar,
        userFullName: fullName,
        commentedAt: new Date(c.var.deps.now()).toISOString(),
        commentText,
      }
      assertRoomFor(c.var.deps.quotas, 'blogComments', comments, added)
      comments.push(added)
      return added
    })
    // posts name their author: an account of that name, other than the commenter's, is told
    const author = (await c.var.deps.store.read('accounts')).find((a) => a.fullName === post.userFullName)
    if (author && author.id !== c.var.account.id)
      await notify(c.var.deps, author.id, {
        kind: 'blogComment',
        params: { name: fullName, title: post.title },
        link: { to: '/pages/blog/detail/$id', params: { id: String(post.id) } },
      })
    return c.json({ comment }, 201)
  })
