import { z } from 'zod'
import { endpoint } from './endpoint'
import { paginationQuerySchema, tooLongMessage } from './common'
import { COMMENT_EMPTY_MESSAGE, COMMENT_MAX_LENGTH } from './profile.values'

export { COMMENT_EMPTY_MESSAGE, COMMENT_MAX_LENGTH }

/**
 * The profile page (`/profile/...`): the header, about card, side lists and the poll come in one call; the feed is
 * paged. Likes and the poll vote belong to the caller: counts are the seed's plus the caller's own.
 */

export const PROFILE_POSTS_PER_PAGE = 3

/** A picture the page draws itself (no image files ship): a tile pattern in a theme colour. */
export const tileArtSchema = z.object({
  hue: z.number().int().min(0).max(359),
  pattern: z.enum(['grid', 'diamond', 'stripe', 'ring']),
  alt: z.string(),
})
export type TileArt = z.infer<typeof tileArtSchema>

export const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  note: z.string(),
})
export type Person = z.infer<typeof personSchema>

export const postCommentSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  avatar: z.string(),
  text: z.string(),
})

export const profilePostSchema = z.object({
  id: z.number().int().positive(),
  author: z.string(),
  avatar: z.string(),
  postedAt: z.string(),
  text: z.string(),
  art: tileArtSchema.nullable(),
  likes: z.number().int().min(0),
  likedByMe: z.boolean(),
  comments: z.array(postCommentSchema),
})
export type ProfilePost = z.infer<typeof profilePostSchema>

export const pollOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  votes: z.number().int().min(0),
})
export const pollSchema = z.object({
  question: z.string(),
  options: z.array(pollOptionSchema),
  totalVotes: z.number().int().min(0),
  /** The option the caller voted for, or null. */
  myVote: z.string().nullable(),
})
export type Poll = z.infer<typeof pollSchema>

export const profileDataSchema = z.object({
  header: z.object({
    fullName: z.string(),
    avatar: z.string(),
    designation: z.string(),
    cover: tileArtSchema,
  }),
  userAbout: z.object({
    about: z.string(),
    joined: z.string(),
    lives: z.string(),
    email: z.string(),
    website: z.string(),
  }),
  suggestedPages: z.array(personSchema),
  latestPhotos: z.array(tileArtSchema),
  suggestions: z.array(personSchema),
  poll: pollSchema,
})
export type ProfileData = z.infer<typeof profileDataSchema>

/** A comment the caller wrote; its author is the account, filled in on every answer. */
export const storedCommentSchema = z.object({
  id: z.number().int().positive(),
  postId: z.number().int().positive(),
  text: z.string(),
  postedAt: z.string(),
})
export type StoredComment = z.infer<typeof storedCommentSchema>

/** What the store keeps per account: the posts it liked, its poll vote and its comments (absent before v2). */
export const storedProfileStateSchema = z.object({
  likedPostIds: z.array(z.number().int()),
  pollVote: z.string().nullable(),
  comments: z.array(storedCommentSchema).optional(),
})
export const storedProfileStateMapSchema = z.record(z.string(), storedProfileStateSchema)
export type StoredProfileState = z.infer<typeof storedProfileStateSchema>

export const postsReplySchema = z.object({
  posts: z.array(profilePostSchema),
  total: z.number().int(),
  page: z.number().int(),
  /** The next page's number, or null after the last. */
  nextPage: z.number().int().nullable(),
})
export type PostsReply = z.infer<typeof postsReplySchema>

export const profileApi = {
  data: endpoint({
    method: 'GET',
    path: '/profile/data',
    reply: profileDataSchema,
    summary: "The caller's profile: header, about, side lists and the poll",
  }),
  posts: endpoint({
    method: 'GET',
    path: '/profile/posts',
    query: paginationQuerySchema.pick({ page: true }),
    reply: postsReplySchema,
    summary: `The feed, newest first, ${PROFILE_POSTS_PER_PAGE} posts a page`,
  }),
  likePost: endpoint({
    method: 'POST',
    path: '/profile/posts/like',
    body: z.object({ postId: z.number().int().positive(), liked: z.boolean() }).strict(),
    reply: z.object({ post: profilePostSchema }),
    summary: 'Like or unlike a post (as the caller)',
  }),
  commentPost: endpoint({
    method: 'POST',
    path: '/profile/posts/comment',
    body: z
      .object({
        postId: z.number().int().positive(),
        text: z
          .string()
          .trim()
          .min(1, COMMENT_EMPTY_MESSAGE)
          .max(COMMENT_MAX_LENGTH, tooLongMessage(COMMENT_MAX_LENGTH)),
      })
      .strict(),
    reply: z.object({ post: profilePostSchema }),
    status: 201,
    summary:
      "Comment on a post as the caller; the post comes back with the caller's comments after the seed's",
  }),
  vote: endpoint({
    method: 'POST',
    path: '/profile/poll/vote',
    body: z.object({ optionId: z.string().max(40, 'At most 40 characters') }).strict(),
    reply: z.object({ poll: pollSchema }),
    summary: "Vote in the poll; a second vote replaces the caller's first",
  }),
}
