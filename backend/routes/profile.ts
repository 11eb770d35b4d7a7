import { PROFILE_POSTS_PER_PAGE, profileApi, type Poll, type ProfilePost } from '../../contract/profile'
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
 * The profile page. Posts are shared; which of them the caller liked, and the caller's poll vote, live in the
 * caller's row of `profileState` (keyed by String(account.id)). A count is the seed's plus the caller's own, so
 * no account sees another's likes or votes.
 */

const read = [requireAuth, requireAbility('read', 'Page')]
const write = [requireAuth, requireAbility('manage', 'Page')]

type StoredPost = Omit<ProfilePost, 'likedByMe'>

const withMyLike = (post: StoredPost, liked: number[]): ProfilePost => {
  const likedByMe = liked.includes(post.id)
  return { ...post, likes: post.likes + (likedByMe ? 1 : 0), likedByMe }
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
    const liked = (states[String(c.var.account.id)] ?? blankProfileState()).likedPostIds
    const start = (page - 1) * PROFILE_POSTS_PER_PAGE
    const end = start + PROFILE_POSTS_PER_PAGE
    return c.json({
      posts: posts.slice(start, end).map((post) => withMyLike(post, liked)),
      total: posts.length,
      page,
      nextPage: end < posts.length ? page + 1 : null,
    })
  })
  .route(profileApi.likePost, write, async (c) => {
    const { postId, liked } = c.req.valid('json')
    const post = (await c.var.deps.store.read('profilePosts')).find((p) => p.id === postId)
    if (!post) throw notFound('Post', postId)
    const likedIds = await c.var.deps.store.update('profileState', (states) => {
      const state = (states[String(c.var.account.id)] ??= blankProfileState())
      state.likedPostIds = state.likedPostIds.filter((id) => id !== postId)
      if (liked) state.likedPostIds.push(postId)
      return state.likedPostIds
    })
    return c.json({ post: withMyLike(post, likedIds) })
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
