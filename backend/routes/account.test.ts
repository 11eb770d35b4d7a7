// @vitest-environment node
import { createTestApp, jsonSender } from '../test/harness'

/*
 * What the case table cannot show, because it ends sessions: a password change, and settings that belong to the
 * account that saved them.
 */
describe('account settings per account', () => {
  const { app } = createTestApp()
  const send = jsonSender(app)
  const login = (email: string, password: string) => send('/jwt/login', { email, password })

  it('changes the password: old sign-in fails, new one works, other sessions end, the caller’s goes on', async () => {
    const mine = (await login('admin@demo.com', 'admin')).body
    const other = (await login('admin@demo.com', 'admin')).body

    const changed = await send(
      '/account-setting/password',
      { currentPassword: 'admin', newPassword: 'Mosaic-2031' },
      mine.accessToken,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.userData).toMatchObject({ id: 1, email: 'admin@demo.com' })

    expect((await login('admin@demo.com', 'admin')).status).toBe(400)
    expect((await login('admin@demo.com', 'Mosaic-2031')).status).toBe(200)
    // the other device: its access token and its refresh token are both dead
    expect((await send('/account-setting/data', undefined, other.accessToken)).status).toBe(401)
    expect((await send('/jwt/refresh-token', { refreshToken: other.refreshToken })).status).toBe(401)
    // the device that changed it continues with the tokens in the reply
    expect((await send('/account-setting/data', undefined, changed.body.accessToken)).status).toBe(200)
    expect((await send('/jwt/refresh-token', { refreshToken: changed.body.refreshToken })).status).toBe(200)
  })

  it('keeps one account’s settings, likes, votes and comments away from another’s', async () => {
    const registered = await send('/jwt/register', {
      email: 'vera@demo.com',
      password: 'tiles-9',
      username: 'vera',
    })
    const vera = registered.body.accessToken as string
    const admin = (await login('admin@demo.com', 'Mosaic-2031')).body.accessToken as string

    const blank = await send('/account-setting/data', undefined, vera)
    expect(blank.body.general).toMatchObject({ username: 'vera', company: '' })
    expect(blank.body.notification.commentOnArticle).toBe(false)

    await send(
      '/account-setting/info',
      { bio: 'Vera here', dob: '', country: 'Chile', website: '', phone: '' },
      vera,
    )
    await send('/profile/posts/like', { postId: 2, liked: true }, vera)
    await send('/profile/poll/vote', { optionId: 'raw' }, vera)
    const commented = await send('/profile/posts/comment', { postId: 2, text: 'Lovely grout lines' }, vera)
    expect(commented.status).toBe(201)
    await send('/pricing/plan', { plan: 'enterprise', billing: 'annual' }, vera)

    const adminSettings = await send('/account-setting/data', undefined, admin)
    expect(adminSettings.body.info.bio).not.toBe('Vera here')
    const adminPosts = await send('/profile/posts', undefined, admin)
    expect(adminPosts.body.posts[1].likedByMe).toBe(false)
    expect(JSON.stringify(adminPosts.body.posts[1].comments)).not.toContain('Lovely grout lines')
    expect((await send('/profile/data', undefined, admin)).body.poll.myVote).toBe(null)
    expect((await send('/pricing/data', undefined, admin)).body.currentPlan).toEqual({
      plan: 'standard',
      billing: 'annual',
    })

    expect((await send('/account-setting/data', undefined, vera)).body.info.bio).toBe('Vera here')
    expect((await send('/profile/data', undefined, vera)).body.poll.myVote).toBe('raw')
    const veraPosts = await send('/profile/posts', undefined, vera)
    expect(veraPosts.body.posts[1].comments.at(-1)).toMatchObject({
      author: 'vera',
      text: 'Lovely grout lines',
    })
  })
})
