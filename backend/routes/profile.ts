import {
  PROFILE_POSTS_PER_PAGE,
  profileApi,
  type Poll,
  type ProfilePost,
  type StoredComment,
  type StoredProfileState,
} from '../../contract/profile'
import type { Account } from '../seed/accounts'
import { requireAbility, requireAuth } from '../lib/auth'
import { ApiError, notFound } from '../lib/errors'
import { routeGroup } from '../lib/route'
import {
  blankProfileState,
  LATEST_PHOTOS,
  POLL,
  PROFILE_COVER,
  PROFILE_DESIGNATION,
  PROFILE_JOINED,
  PROFILE_LIVES,
  SUGGESTED_PAGES,
  SUGGESTIONS,
} from '../seed/profile'
import { blankAccountSettings } from '../seed/account'

/*
 * The profile page. Posts are shared; which of them the caller liked, the caller's poll vote and comments live
 * in the caller's row of `profileState` (keyed by String(account.id)). A count is the seed's plus the caller's
 * own, so no account sees another's likes, votes or comments (on the shared Node server too).
 */

const read = [requireAuth, requireAbility('read', 'Page')]
const write = [requireAuth, requireAbility('manage', 'Page')]

type StoredPost = Omit<ProfilePost, 'likedByMe'>

/** Ids of the caller's comments start here, clear of the seed's. */
const OWN_COMMENT_ID_BASE = 1_000_000

/** A post as the caller sees it: their like counted, their comments after the seed's, signed with their name. */
function forCaller(post: StoredPost, state: StoredProfileState, account: Account): ProfilePost {
  const likedByMe = state.likedPostIds.includes(post.id)
  const own = (state.comments ?? [])
    .filter((comment) => comment.postId === post.id)
    .map((comment) => ({
      id: comment.id,
      author: account.fullName,
      avatar: account.avatar,
      text: comment.text,
    }))
  return { ...post, likes: post.likes + (likedByMe ? 1 : 0), likedByMe, comments: [...post.comments, ...own] }
}

function pollFor(myVote: string | null): Poll {
  const vote = POLL.options.some((option) => option.id === myVote) ? myVote : null
  const options = POLL.options.map((option) => ({
    ...option,
    votes: option.votes + (option.id === vote ? 1 : 0),
  }))
  return {
    question: POLL.question,
    options,
    totalVotes: options.reduce((sum, option) => sum + option.votes, 0),
    myVote: vote,
  }
}

export const profileRoutes = routeGroup()
  .route(profileApi.data, read, async (c) => {
    const { account } = c.var
    const key = String(account.id)
    const [states, settings] = await Promise.all([
      c.var.deps.store.read('profileState'),
      c.var.deps.store.read('accountSettings'),
    ])
    const info = (settings[key] ?? blankAccountSettings()).info
    return c.json({
      header: {
        fullName: account.fullName,
        avatar: account.avatar,
        designation: PROFILE_DESIGNATION,
        cover: PROFILE_COVER,
      },
      userAbout: {
        about: info.bio,
        joined: PROFILE_JOINED,
        lives: info.country || PROFILE_LIVES,
        email: account.email,
        website: info.website,
      },
      suggestedPages: SUGGESTED_PAGES,
      latestPhotos: LATEST_PHOTOS,
      suggestions: SUGGESTIONS,
      poll: pollFor((states[key] ?? blankProfileState()).pollVote),
    })
  })
  .route(profileApi.posts, read, async (c) => {
    const page = c.req.valid('query').page ?? 1
    const [posts, states] = await Promise.all([
      c.var.deps.store.read('profilePosts'),
      c.var.deps.store.read('profileState'),
    ])
    const state = states[String(c.var.account.id)] ?? blankProfileState()
    const start = (page - 1) * PROFILE_POSTS_PER_PAGE
    const end = start + PROFILE_POSTS_PER_PAGE
    return c.json({
      posts: posts.slice(start, end).map((post) => forCaller(post, state, c.var.account)),
      total: posts.length,
      page,
      nextPage: end < posts.length ? page + 1 : null,
    })
  })
  .route(profileApi.likePost, write, async (c) => {
    const { postId, liked } = c.req.valid('json')
    const post = (await c.var.deps.store.read('profilePosts')).find((p) => p.id === postId)
    if (!post) throw notFound('Post')
    const state = await c.var.deps.store.update('profileState', (states) => {
      const mine = (states[String(c.var.account.id)] ??= blankProfileState())
      mine.likedPostIds = mine.likedPostIds.filter((id) => id !== postId)
      if (liked) mine.likedPostIds.push(postId)
      return mine
    })
    return c.json({ post: forCaller(post, state, c.var.account) })
  })
  .route(profileApi.commentPost, write, async (c) => {
    const { postId, text } = c.req.valid('json')
    const post = (await c.var.deps.store.read('profilePosts')).find((p) => p.id === postId)
    if (!post) throw notFound('Post')
    const state = await c.var.deps.store.update('profileState', async (states, newId) => {
      const mine = (states[String(c.var.account.id)] ??= blankProfileState())
      const comments = (mine.comments ??= [])
      const comment: StoredComment = {
        id: await newId('profileState', {
          among: comments,
          floor: OWN_COMMENT_ID_BASE,
          part: String(c.var.account.id),
        }),
        postId,
        text,
        postedAt: new Date().toISOString(),
      }
      comments.push(comment)
      return mine
    })
    return c.json({ post: forCaller(post, state, c.var.account) }, 201)
  })
  .route(profileApi.vote, write, async (c) => {
    const { optionId } = c.req.valid('json')
    if (!POLL.options.some((option) => option.id === optionId))
      throw new ApiError(400, {
        error: { optionId: `Must be one of: ${POLL.options.map((o) => o.id).join(', ')}` },
      })
    await c.var.deps.store.update('profileState', (states) => {
      ;(states[String(c.var.account.id)] ??= blankProfileState()).pollVote = optionId
    })
    return c.json({ poll: pollFor(optionId) })
  })
