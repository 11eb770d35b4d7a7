import { describe, expect, it } from 'vitest'
import { passwordBodySchema } from './account'
import { registerBodySchema } from './auth'
import { meetsPasswordRules, PASSWORD_WEAK_MESSAGE } from './password'

/* One password rule: sign-up and the account settings' password change take and refuse the same passwords. */
describe('the password rule', () => {
  const register = (password: string) =>
    registerBodySchema.safeParse({ email: 'new@demo.com', username: 'new', password })
  const change = (newPassword: string) =>
    passwordBodySchema.safeParse({ currentPassword: 'admin!', newPassword })

  it.each(['', 'a', 'short', 'sixsix', 'lowercase only', 'Mosaic-2031', '123456'])(
    '%j is taken by both calls or by neither',
    (password) => {
      const taken = meetsPasswordRules(password)
      expect(register(password).success).toBe(taken)
      expect(change(password).success).toBe(taken)
    },
  )

  it('refuses a short one with the same message on both calls', () => {
    const messages = [register('short'), change('short')].map((result) => result.error?.issues[0]?.message)
    expect(messages).toEqual([PASSWORD_WEAK_MESSAGE, PASSWORD_WEAK_MESSAGE])
  })
})
