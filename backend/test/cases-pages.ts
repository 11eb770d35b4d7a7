/**
 * The pages' calls as table rows (see cases.ts): account settings, profile, FAQ and knowledge base, pricing and
 * the blog. Reads come first and are checked against the seed; the writes follow, each later row relying on the
 * ones before it. The password round trip ends sessions, so it is tested apart (backend/routes/account.test.ts).
 */
import {
  accountApi,
  accountSettingsSchema,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  NOTIFICATION_FLAGS,
  PASSWORD_SAME_MESSAGE,
  PASSWORD_WEAK_MESSAGE,
} from '../../contract/account'
import { EMAIL_TAKEN_MESSAGE } from '../../contract/auth'
import { blogApi, blogDetailSchema, blogListItemSchema, storedBlogPostSchema } from '../../contract/blog'
import { FAQ_CATEGORIES, faqApi, faqReplySchema, kbArticleSchema, kbCategorySchema } from '../../contract/faq'
import { pricingApi, pricingReplySchema } from '../../contract/pricing'
import {
  COMMENT_EMPTY_MESSAGE,
  COMMENT_MAX_LENGTH,
  PROFILE_POSTS_PER_PAGE,
  profileApi,
  profileDataSchema,
  postsReplySchema,
} from '../../contract/profile'
import { buildSeed } from '../seed'
import { POLL } from '../seed/profile'
import { usersApi, type User } from '../../contract/users'
import type { ApiCase, ApiReply, ApiRequest, Expect, Session } from './cases'
import { get, post, type RequestQuery, type Target } from './requests'

const SEED = buildSeed(new Date())
/** The signed-in admin's own record in the users app (the seed links it by `accountId`). */
const ownUser = (users: User[]) => users.find((user) => user.accountId === 1) as User
const admin = (request: (token: string) => ApiRequest) => (s: Session) => request(s.admin.accessToken)
const adminGet = (api: Target, query?: RequestQuery) => admin((token) => get(api, token, query))
const adminPost = (api: Target, body: unknown) => admin((token) => post(api, body, token))

const valid =
  (schema: { safeParse: (value: unknown) => { error?: unknown } }) =>
  ({ body }: ApiReply, expect: Expect) =>
    expect(schema.safeParse(body).error).toBe(undefined)
const fieldError =
  (field: string, message?: string) =>
  ({ body }: ApiReply, expect: Expect) => {
    expect(Object.keys(body.error)).toContain(field)
    if (message) expect(body.error[field]).toBe(message)
  }

const NOTIFICATIONS_OFF = Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, false]))

const READS_GUARDED: [string, Target][] = [
  ['profile', profileApi.data],
  ['faq', faqApi.faq],
  ['knowledge base', faqApi.knowledgeBase],
  ['pricing', pricingApi.data],
  ['blog list', blogApi.list],
]

const GUARDS: ApiCase[] = READS_GUARDED.flatMap(([name, api]): ApiCase[] => [
  { name: `${name} without a token: 401`, request: () => get(api), status: 401 },
  { name: `${name} for the client role: 403`, request: (s) => get(api, s.client.accessToken), status: 403 },
])

const NEWEST_POST = SEED.blogPosts.toSorted((a, b) => b.blogPosted.localeCompare(a.blogPosted))[0]

const READS: ApiCase[] = [
  { name: 'account settings without a token: 401', request: () => get(accountApi.settings), status: 401 },
  {
    name: 'account settings: the client’s own, whatever its role (OWN_ACCOUNT_RULE)',
    request: (s) => get(accountApi.settings, s.client.accessToken),
    status: 200,
    check: (reply, expect) => {
      valid(accountSettingsSchema)(reply, expect)
      expect(reply.body.general).toMatchObject({ email: 'client@demo.com' })
    },
  },
  {
    name: 'account settings: the admin’s own, every tab',
    request: adminGet(accountApi.settings),
    status: 200,
    check: (reply, expect) => {
      valid(accountSettingsSchema)(reply, expect)
      expect(reply.body.general).toMatchObject({ email: 'admin@demo.com', company: 'Tessellate Studio' })
      expect(reply.body.notification.commentOnArticle).toBe(true)
    },
  },
  {
    name: 'profile data: header from the account, the poll without a vote',
    request: adminGet(profileApi.data),
    status: 200,
    check: (reply, expect) => {
      valid(profileDataSchema)(reply, expect)
      expect(reply.body.header.fullName).toBe('Noor Halvorsen')
      expect(reply.body.poll.myVote).toBe(null)
      expect(reply.body.poll.totalVotes).toBe(POLL.options.reduce((sum, o) => sum + o.votes, 0))
    },
  },
  {
    name: 'profile posts: the first page, newest first, with the next page',
    request: adminGet(profileApi.posts),
    status: 200,
    check: (reply, expect) => {
      valid(postsReplySchema)(reply, expect)
      expect(reply.body.posts.map((p: { id: number }) => p.id)).toEqual([1, 2, 3])
      expect(reply.body).toMatchObject({ total: SEED.profilePosts.length, page: 1, nextPage: 2 })
      // the seed's admin liked post 3: one more than its stored count
      expect(reply.body.posts[2]).toMatchObject({ likedByMe: true, likes: SEED.profilePosts[2].likes + 1 })
    },
  },
  {
    name: 'profile posts: the last page has no next page',
    request: adminGet(profileApi.posts, {
      page: Math.ceil(SEED.profilePosts.length / PROFILE_POSTS_PER_PAGE),
    }),
    status: 200,
    check: ({ body }, expect) => expect(body.nextPage).toBe(null),
  },
  { name: 'profile posts: page 0 is a 400', request: adminGet(profileApi.posts, 'page=0'), status: 400 },
  {
    name: 'faq: every category keyed by id, in order',
    request: adminGet(faqApi.faq),
    status: 200,
    check: (reply, expect) => {
      valid(faqReplySchema)(reply, expect)
      expect(Object.keys(reply.body)).toEqual([...FAQ_CATEGORIES])
    },
  },
  {
    name: 'faq q: keeps matching questions (any case) and drops empty categories',
    request: adminGet(faqApi.faq, { q: '  REFUND ' }),
    status: 200,
    check: ({ body }, expect) => {
      const questions = Object.values(body).flatMap((c) => (c as { qandA: { question: string }[] }).qandA)
      expect(questions.length).toBeGreaterThan(0)
      for (const { question } of questions) expect(question.toLowerCase()).toContain('refund')
      expect(Object.keys(body)).not.toContain('delivery')
    },
  },
  {
    name: 'faq q with no match: an empty object',
    request: adminGet(faqApi.faq, { q: 'zebra crossing' }),
    status: 200,
    check: ({ body }, expect) => expect(body).toEqual({}),
  },
  {
    name: 'faq q over 200 characters: 400',
    request: adminGet(faqApi.faq, { q: 'x'.repeat(201) }),
    status: 400,
  },
  {
    name: 'knowledge base: six categories with their questions',
    request: adminGet(faqApi.knowledgeBase),
    status: 200,
    check: ({ body }, expect) => {
      expect(body).toHaveLength(6)
      for (const category of body) expect(kbCategorySchema.safeParse(category).error).toBe(undefined)
    },
  },
  {
    name: 'knowledge base q: a question match keeps only matching questions',
    request: adminGet(faqApi.knowledgeBase, { q: 'password' }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.map((c: { id: string }) => c.id)).toContain('account-security')
      for (const category of body)
        for (const q of category.questions) expect(q.question.toLowerCase()).toContain('password')
    },
  },
  {
    name: 'knowledge base category',
    request: adminGet(faqApi.category, { category: 'billing-plans' }),
    status: 200,
    check: ({ body }, expect) =>
      expect(body).toMatchObject({ id: 'billing-plans', title: 'Billing & plans' }),
  },
  {
    name: 'knowledge base unknown category: 404',
    request: adminGet(faqApi.category, { category: 'no-such-thing' }),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Category not found' }),
  },
  {
    name: 'knowledge base category not a slug: 400',
    request: adminGet(faqApi.category, { category: 'Bad Slug!' }),
    status: 400,
    check: fieldError('category'),
  },
  {
    name: 'knowledge base question with related questions and no vote',
    request: adminGet(faqApi.question, { category: 'account-security', question: 'change-your-password' }),
    status: 200,
    check: (reply, expect) => {
      valid(kbArticleSchema)(reply, expect)
      expect(reply.body.helpful).toEqual({ yes: 44, no: 3, myVote: null })
      expect(reply.body.relatedQuestions.map((q: { slug: string }) => q.slug)).not.toContain(
        'change-your-password',
      )
    },
  },
  {
    name: 'knowledge base unknown question: 404',
    request: adminGet(faqApi.question, { category: 'account-security', question: 'no-such-question' }),
    status: 404,
  },
  {
    name: 'pricing: the three plans with the stated prices and the caller’s plan',
    request: adminGet(pricingApi.data),
    status: 200,
    check: (reply, expect) => {
      valid(pricingReplySchema)(reply, expect)
      expect(reply.body.basicPlan.monthlyPrice).toBe(0)
      expect(reply.body.standardPlan).toMatchObject({
        monthlyPrice: 49,
        yearlyPlan: { perMonth: 40, totalAnnual: 480 },
        popular: true,
      })
      expect(reply.body.enterprisePlan).toMatchObject({
        monthlyPrice: 99,
        yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      })
      expect(reply.body.currentPlan).toEqual({ plan: 'standard', billing: 'annual' })
    },
  },
  {
    name: 'pricing: the admin account is a user too, on the Team plan that Standard is',
    request: adminGet(usersApi.allData),
    status: 200,
    check: ({ body }, expect) =>
      expect(ownUser(body)).toMatchObject({ email: 'admin@demo.com', role: 'admin', currentPlan: 'team' }),
  },
  {
    name: 'blog list: a bare array, newest first',
    request: adminGet(blogApi.list),
    status: 200,
    check: ({ body }, expect) => {
      expect(body).toHaveLength(SEED.blogPosts.length)
      for (const item of body) expect(blogListItemSchema.safeParse(item).error).toBe(undefined)
      expect(body[0].id).toBe(NEWEST_POST.id)
      expect(body.find((p: { id: number }) => p.id === 1).comment).toBe(2)
    },
  },
  {
    name: 'blog list q and category combine',
    request: adminGet(blogApi.list, { q: 'PIXEL', category: 'gaming' }),
    status: 200,
    check: ({ body }, expect) => expect(body.map((p: { id: number }) => p.id)).toEqual([4]),
  },
  {
    name: 'blog list unknown category: 400',
    request: adminGet(blogApi.list, { category: 'cars' }),
    status: 400,
  },
  {
    name: 'blog sidebar: three recent posts and five categories',
    request: adminGet(blogApi.sidebar),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.recentPosts).toHaveLength(3)
      expect(body.categories).toHaveLength(5)
    },
  },
  {
    name: 'blog detail without id: the newest post and its comments',
    request: adminGet(blogApi.detail),
    status: 200,
    check: (reply, expect) => {
      valid(blogDetailSchema)(reply, expect)
      expect(reply.body.blog.id).toBe(NEWEST_POST.id)
    },
  },
  { name: 'blog detail unknown id: 404', request: adminGet(blogApi.detail, { id: 999 }), status: 404 },
  {
    name: 'blog edit: the post with its content',
    request: adminGet(blogApi.edit, { id: 2 }),
    status: 200,
    check: (reply, expect) => {
      valid(storedBlogPostSchema)(reply, expect)
      expect(reply.body.slug).toBe('tile-museum-patience')
    },
  },
]

const GENERAL = {
  avatar: '',
  username: 'noor.h',
  fullName: 'Noor H. Halvorsen',
  email: 'noor@demo.com',
  company: 'Tessellate',
}
const INFO = {
  bio: 'Tiles.',
  dob: '1990-01-31',
  country: 'Norway',
  website: 'https://noor.example',
  phone: '+47 1234 5678',
}
const FLAGS = {
  commentOnArticle: false,
  answerOnForm: true,
  followMe: true,
  newAnnouncements: true,
  productUpdates: false,
  blogDigest: true,
  orderUpdates: true,
  invoiceUpdates: true,
  taskUpdates: true,
  chatMessages: false,
  securityAlerts: true,
}
const EDITED_POST = {
  id: 2,
  title: 'Patience, glaze by glaze',
  slug: 'patience-glaze-by-glaze',
  tags: ['quote', 'fashion'],
  status: 'published',
  excerpt: 'A shorter excerpt.',
  content: '<p>New <em>text</em>.</p>',
  img: { hue: 120, pattern: 'ring' },
}

const REFUSED: ApiCase[] = [
  {
    name: 'general: the client’s e-mail is taken (400, nothing saved)',
    request: adminPost(accountApi.saveGeneral, { ...GENERAL, email: 'client@demo.com' }),
    status: 400,
    check: fieldError('email', EMAIL_TAKEN_MESSAGE),
  },
  {
    name: 'general: empty name, bad e-mail and a picture that is not one',
    request: adminPost(accountApi.saveGeneral, {
      ...GENERAL,
      fullName: ' ',
      email: 'nope',
      avatar: 'javascript:1',
    }),
    status: 400,
    check: (reply, expect) => {
      fieldError('fullName')(reply, expect)
      fieldError('email')(reply, expect)
      fieldError('avatar')(reply, expect)
    },
  },
  {
    name: 'general: an unknown key is a 400',
    request: adminPost(accountApi.saveGeneral, { ...GENERAL, role: 'admin' }),
    status: 400,
  },
  {
    name: 'info: a future birth date, a website without http and letters in the phone',
    request: adminPost(accountApi.saveInfo, {
      ...INFO,
      dob: '2999-01-01',
      website: 'noor.example',
      phone: 'call me',
    }),
    status: 400,
    check: (reply, expect) => {
      fieldError('dob')(reply, expect)
      fieldError('website')(reply, expect)
      fieldError('phone')(reply, expect)
    },
  },
  {
    name: 'social: a link that is not a web address',
    request: adminPost(accountApi.saveSocial, {
      socialLinks: { twitter: 'x', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
    }),
    status: 400,
    check: fieldError('socialLinks.twitter'),
  },
  {
    name: 'connections: an unknown app is a 400',
    request: adminPost(accountApi.saveConnections, { connections: { myspace: true } }),
    status: 400,
  },
  {
    name: 'notifications: a flag missing is a 400',
    request: adminPost(accountApi.saveNotifications, { commentOnArticle: true }),
    status: 400,
  },
  {
    name: 'password: the current one is wrong (400, nothing changes)',
    request: adminPost(accountApi.changePassword, { currentPassword: 'wrong', newPassword: 'Grout-2031' }),
    status: 400,
    check: fieldError('currentPassword', CURRENT_PASSWORD_WRONG_MESSAGE),
  },
  {
    name: 'password: a weak new one',
    request: adminPost(accountApi.changePassword, { currentPassword: 'admin', newPassword: 'short' }),
    status: 400,
    check: fieldError('newPassword', PASSWORD_WEAK_MESSAGE),
  },
  {
    name: 'password: the same as the current one',
    request: adminPost(accountApi.changePassword, {
      currentPassword: 'Same-pass1',
      newPassword: 'Same-pass1',
    }),
    status: 400,
    check: fieldError('newPassword', PASSWORD_SAME_MESSAGE),
  },
  {
    // a real change would end the client's session, which later cases use: a wrong current password shows the
    // call is open to the client (a 403 otherwise) without changing anything
    name: 'password: the client may change its own (a wrong current one is a 400, not a 403)',
    request: (s) =>
      post(
        accountApi.changePassword,
        { currentPassword: 'not-client', newPassword: 'Grout-2031' },
        s.client.accessToken,
      ),
    status: 400,
    check: fieldError('currentPassword', CURRENT_PASSWORD_WRONG_MESSAGE),
  },
  {
    name: 'notifications: the client saves its own',
    request: (s) =>
      post(
        accountApi.saveNotifications,
        { ...NOTIFICATIONS_OFF, answerOnForm: true },
        s.client.accessToken,
      ),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ ...NOTIFICATIONS_OFF, answerOnForm: true }),
  },
  {
    name: 'like: an unknown post is a 404',
    request: adminPost(profileApi.likePost, { postId: 999, liked: true }),
    status: 404,
  },
  {
    name: 'comment: an unknown post is a 404',
    request: adminPost(profileApi.commentPost, { postId: 999, text: 'Hello' }),
    status: 404,
  },
  {
    name: 'comment: only spaces is a 400 on text',
    request: adminPost(profileApi.commentPost, { postId: 1, text: '   ' }),
    status: 400,
    check: fieldError('text', COMMENT_EMPTY_MESSAGE),
  },
  {
    name: 'comment: too long is a 400 on text',
    request: adminPost(profileApi.commentPost, { postId: 1, text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }),
    status: 400,
    check: fieldError('text'),
  },
  {
    name: 'comment: a number for text is a 400, not a 500',
    request: adminPost(profileApi.commentPost, { postId: 1, text: 42 }),
    status: 400,
    check: fieldError('text'),
  },
  {
    name: 'vote: an unknown option is a 400',
    request: adminPost(profileApi.vote, { optionId: 'velvet' }),
    status: 400,
    check: fieldError('optionId'),
  },
  {
    name: 'helpful vote: an unknown question is a 404',
    request: adminPost(faqApi.vote, { category: 'troubleshooting', question: 'nope', helpful: true }),
    status: 404,
  },
  {
    name: 'plan: an unknown plan is a 400',
    request: adminPost(pricingApi.changePlan, { plan: 'platinum', billing: 'monthly' }),
    status: 400,
    check: fieldError('plan'),
  },
  {
    name: 'blog update: empty title, bad slug, no category',
    request: adminPost(blogApi.update, { ...EDITED_POST, title: '  ', slug: 'Not A Slug', tags: [] }),
    status: 400,
    check: (reply, expect) => {
      fieldError('title')(reply, expect)
      fieldError('slug')(reply, expect)
      fieldError('tags')(reply, expect)
    },
  },
  {
    name: 'blog update: another post’s slug',
    request: adminPost(blogApi.update, { ...EDITED_POST, slug: 'pixel-art-ceramic' }),
    status: 400,
    check: fieldError('slug', 'Another post already has this slug'),
  },
  {
    name: 'blog update: unknown id is a 404',
    request: adminPost(blogApi.update, { ...EDITED_POST, id: 999 }),
    status: 404,
  },
  {
    name: 'blog comment: empty text',
    request: adminPost(blogApi.addComment, { postId: 1, commentText: '   ' }),
    status: 400,
    check: fieldError('commentText'),
  },
  {
    name: 'blog comment: the client may not (403)',
    request: (s) => post(blogApi.addComment, { postId: 1, commentText: 'Hi' }, s.client.accessToken),
    status: 403,
  },
]

const WRITES: ApiCase[] = [
  {
    name: 'general: saves and answers the new userData',
    request: adminPost(accountApi.saveGeneral, GENERAL),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.general).toEqual(GENERAL)
      expect(body.userData).toMatchObject({ id: 1, fullName: GENERAL.fullName, email: GENERAL.email })
      expect(body.userData.password).toBe(undefined)
      expect(body.userData.passwordHash).toBe(undefined)
    },
  },
  {
    name: 'resend confirmation: records when it was asked for',
    request: adminPost(accountApi.resendConfirmation, undefined),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.confirmed).toBe(false)
      expect(typeof body.lastSentAt).toBe('string')
    },
  },
  {
    name: 'info, social, connections and notifications save',
    request: adminPost(accountApi.saveInfo, INFO),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual(INFO),
  },
  {
    name: 'social links save',
    request: adminPost(accountApi.saveSocial, {
      socialLinks: {
        twitter: '',
        facebook: 'https://facebook.com/noor',
        google: '',
        linkedIn: '',
        instagram: '',
        quora: '',
      },
    }),
    status: 200,
    mutates: true,
  },
  {
    name: 'connections: only the given app changes',
    request: adminPost(accountApi.saveConnections, { connections: { slack: true, github: false } }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.connections).toEqual({
        google: true,
        slack: true,
        github: false,
        mailchimp: false,
        asana: false,
      }),
  },
  {
    name: 'notifications save',
    request: adminPost(accountApi.saveNotifications, FLAGS),
    status: 200,
    mutates: true,
  },
  {
    name: 'account settings read back every saved tab',
    request: adminGet(accountApi.settings),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.general).toEqual(GENERAL)
      expect(body.info).toEqual(INFO)
      expect(body.security).toEqual({ isTwoStepEnabled: false })
      expect(body.social.socialLinks.facebook).toBe('https://facebook.com/noor')
      expect(body.social.connections.slack).toBe(true)
      expect(body.notification).toEqual(FLAGS)
    },
  },
  {
    name: 'like a post',
    request: adminPost(profileApi.likePost, { postId: 1, liked: true }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.post).toMatchObject({ id: 1, likedByMe: true, likes: SEED.profilePosts[0].likes + 1 }),
  },
  {
    name: 'unlike a post',
    request: adminPost(profileApi.likePost, { postId: 3, liked: false }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.post).toMatchObject({ likedByMe: false, likes: SEED.profilePosts[2].likes }),
  },
  {
    name: 'comment on a post: signed by the caller, trimmed, after the seed’s comments',
    request: adminPost(profileApi.commentPost, { postId: 1, text: '  The teal rows work.  ' }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.post.comments).toHaveLength(SEED.profilePosts[0].comments.length + 1)
      // signed with the account's current name (an earlier row renamed the admin)
      expect(body.post.comments.at(-1)).toMatchObject({
        author: 'Noor H. Halvorsen',
        text: 'The teal rows work.',
      })
    },
  },
  {
    name: 'the feed keeps the comment',
    request: adminGet(profileApi.posts),
    status: 200,
    check: ({ body }, expect) =>
      expect(body.posts[0].comments.at(-1)).toMatchObject({ text: 'The teal rows work.' }),
  },
  {
    name: 'vote in the poll',
    request: adminPost(profileApi.vote, { optionId: 'gloss' }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.poll.myVote).toBe('gloss'),
  },
  {
    name: 'the profile shows the vote and the likes',
    request: adminGet(profileApi.data),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.poll.myVote).toBe('gloss')
      expect(body.poll.options.find((o: { id: string }) => o.id === 'gloss').votes).toBe(10)
    },
  },
  {
    name: 'helpful vote: yes',
    request: adminPost(faqApi.vote, {
      category: 'troubleshooting',
      question: 'reset-demo-data',
      helpful: true,
    }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ yes: 21, no: 0, myVote: true }),
  },
  {
    name: 'helpful vote: the article shows it',
    request: adminGet(faqApi.question, { category: 'troubleshooting', question: 'reset-demo-data' }),
    status: 200,
    check: ({ body }, expect) => expect(body.helpful.myVote).toBe(true),
  },
  {
    name: 'change plan',
    request: adminPost(pricingApi.changePlan, { plan: 'enterprise', billing: 'monthly' }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ plan: 'enterprise', billing: 'monthly' }),
  },
  {
    name: 'change plan: the caller’s own user record follows, with the change in its activity; no one else’s',
    request: adminGet(usersApi.allData),
    status: 200,
    check: ({ body }, expect) => {
      const own = ownUser(body)
      expect(own.currentPlan).toBe('enterprise')
      expect(own.activity?.at(-1)).toMatchObject({ kind: 'currentPlan', from: 'team', to: 'enterprise' })
      const changed = (body as User[]).filter((user) =>
        user.activity?.some((entry) => entry.kind === 'currentPlan' && entry.to === 'enterprise'),
      )
      expect(changed.map((user) => user.id)).toEqual([own.id])
    },
  },
  {
    name: 'blog update saves',
    request: adminPost(blogApi.update, EDITED_POST),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.post).toMatchObject({ id: 2, title: EDITED_POST.title, slug: EDITED_POST.slug }),
  },
  {
    name: 'blog detail shows the update',
    request: adminGet(blogApi.detail, { id: 2 }),
    status: 200,
    check: ({ body }, expect) =>
      expect(body.blog).toMatchObject({ title: EDITED_POST.title, content: EDITED_POST.content }),
  },
  {
    name: 'blog comment: 201, signed with the caller’s name',
    request: adminPost(blogApi.addComment, { postId: 2, commentText: '  Lovely.  ' }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.comment).toMatchObject({
        postId: 2,
        commentText: 'Lovely.',
        userFullName: GENERAL.fullName,
      }),
  },
  {
    name: 'blog detail lists the comment last',
    request: adminGet(blogApi.detail, { id: 2 }),
    status: 200,
    check: ({ body }, expect) => expect(body.comments.at(-1).commentText).toBe('Lovely.'),
  },
]

/** Puts the admin's name and e-mail back, so rows after these can still sign in as admin@demo.com. */
const RESTORE: ApiCase = {
  name: 'general: the admin’s sign-in e-mail back as it was',
  request: adminPost(accountApi.saveGeneral, {
    avatar: SEED.accounts[0].avatar,
    username: SEED.accounts[0].username,
    fullName: SEED.accounts[0].fullName,
    email: SEED.accounts[0].email,
    company: 'Tessellate Studio',
  }),
  status: 200,
  mutates: true,
}

export const PAGES_CASES: ApiCase[] = [...GUARDS, ...READS, ...REFUSED, ...WRITES, RESTORE]
