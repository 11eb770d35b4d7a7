import { PASSWORD_WEAK_MESSAGE } from '../../contract/account'
import { authApi, RESET_TOKEN_INVALID_MESSAGE } from '../../contract/auth'
import { mailApi, outboxReplySchema } from '../../contract/mail'
import type { ApiCase } from './cases'
import { get, post } from './requests'

/*
 * Password reset as table rows: the same answer for any address, the message in the outbox (open to the visitor
 * outside the shared server), and refused resets. The round trip with a real token, the rate limits and the Node
 * server's closed outbox end sessions or need a clock: backend/routes/password-reset.test.ts.
 */

const SAME_ANSWER = { demoOutbox: true }

export const PASSWORD_RESET_CASES: ApiCase[] = [
  {
    name: 'forgot password: an address no account has gets the usual answer and nothing is stored',
    request: () => post(authApi.forgotPassword, { email: 'nobody@demo.com' }),
    status: 200,
    check: ({ body }, expect) => expect(body).toEqual(SAME_ANSWER),
  },
  {
    name: 'forgot password: the client’s address, the same answer; a message and a token are stored',
    request: () =>
      post(authApi.forgotPassword, { email: 'CLIENT@demo.com', resetPage: '/pages/reset-password-v1' }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual(SAME_ANSWER),
  },
  {
    name: 'forgot password: not an e-mail address (400)',
    request: () => post(authApi.forgotPassword, { email: 'client' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { email: 'Enter a valid email address' } }),
  },
  {
    name: 'forgot password: a reset page not on the list (400)',
    request: () => post(authApi.forgotPassword, { email: 'client@demo.com', resetPage: '//evil.example/' }),
    status: 400,
  },
  {
    name: 'outbox: the reset message to the client, with its "Reset password" link to the page asked for',
    request: () => get(mailApi.outbox, undefined, { to: 'client@demo.com' }),
    status: 200,
    check: ({ body }, expect) => {
      expect(outboxReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.messages).toHaveLength(1)
      const [message] = body.messages
      expect(message).toMatchObject({ template: 'resetPassword', to: 'client@demo.com' })
      expect(message.action.label).toBe('Reset password')
      expect(/^\/pages\/reset-password-v1\?token=[0-9a-f]{64}$/.test(message.action.url)).toBe(true)
    },
  },
  {
    name: 'outbox: nothing to an address no account has',
    request: () => get(mailApi.outbox, undefined, { to: 'nobody@demo.com' }),
    status: 200,
    check: ({ body }, expect) => expect(body).toEqual({ messages: [] }),
  },
  {
    name: 'reset password: a token no message carried (400, nothing changes)',
    request: () => post(authApi.resetPassword, { token: 'f'.repeat(64), password: 'Grout-2031' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { token: RESET_TOKEN_INVALID_MESSAGE } }),
  },
  {
    name: 'reset password: a weak password (400)',
    request: () => post(authApi.resetPassword, { token: 'f'.repeat(64), password: 'short' }),
    status: 400,
    check: ({ body }, expect) => expect(body.error.password).toBe(PASSWORD_WEAK_MESSAGE),
  },
]
