import { accountApi } from '../../contract/account'
import {
  authApi,
  TOO_MANY_VERIFY_MESSAGE,
  VERIFY_REQUESTS_PER_ADDRESS,
  VERIFY_TOKEN_INVALID_MESSAGE,
} from '../../contract/auth'
import { mailApi } from '../../contract/mail'
import type { ApiCase, ApiReply } from './cases'
import { get, post } from './requests'

/*
 * E-mail verification as table rows: registering sends the message, "Resend" replaces its link (a few an hour),
 * the link's token confirms the address once and a welcome follows; bad, spent and superseded tokens are a 400 on
 * `token`. The rows pass the new account's tokens and the links along in `state`.
 */

const ACCOUNT = { email: 'verify.me@demo.com', password: 'grout-verify-7', username: 'verifyme' }

const state = { accessToken: '', firstToken: '', token: '' }

const LINK = /^\/pages\/verify-email\?token=([0-9a-f]{64})$/

/** The token of the newest message to the account, which must be a verification message. */
function newestLink({ body }: ApiReply) {
  const [message] = body.messages
  const match = LINK.exec(message?.action?.url ?? '')
  if (message?.template !== 'verifyEmail' || !match) throw new Error('not a verification link')
  return match[1]
}

const outbox = () => get(mailApi.outbox, undefined, { to: ACCOUNT.email })
const resend = () => post(accountApi.resendConfirmation, undefined, state.accessToken)
const verify = (token: unknown) => post(authApi.verifyEmail, { token })

export const EMAIL_VERIFICATION_CASES: ApiCase[] = [
  {
    name: 'verify e-mail: a new account starts unverified, and a message is sent',
    request: () => post(authApi.register, ACCOUNT),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.user.emailVerified).toBe(false)
      state.accessToken = body.accessToken
    },
  },
  {
    name: 'verify e-mail: the outbox holds the "Verify e-mail" message with a single-use link',
    request: outbox,
    status: 200,
    check: (reply, expect) => {
      expect(reply.body.messages).toHaveLength(1)
      expect(reply.body.messages[0]).toMatchObject({ subject: 'Confirm your e-mail address' })
      expect(reply.body.messages[0].action.label).toBe('Verify e-mail')
      state.firstToken = newestLink(reply)
    },
  },
  {
    name: 'verify e-mail: the account settings say the address is not confirmed',
    request: () => get(accountApi.settings, state.accessToken),
    status: 200,
    check: ({ body }, expect) => expect(body.emailStatus).toEqual({ confirmed: false, lastSentAt: null }),
  },
  ...Array.from({ length: VERIFY_REQUESTS_PER_ADDRESS }, (_, i): ApiCase => ({
    name: `verify e-mail: resend ${i + 1} of ${VERIFY_REQUESTS_PER_ADDRESS} sends a new message`,
    request: resend,
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.confirmed).toBe(false)
      expect(typeof body.lastSentAt).toBe('string')
    },
  })),
  {
    name: 'verify e-mail: one resend too many in the hour (429 with Retry-After, nothing sent)',
    request: resend,
    status: 429,
    check: ({ body, headers }, expect) => {
      expect(body).toEqual({ error: { email: TOO_MANY_VERIFY_MESSAGE } })
      expect(Number(headers['retry-after'])).toBeGreaterThan(0)
    },
  },
  {
    name: 'verify e-mail: resend without signing in is 401',
    request: () => post(accountApi.resendConfirmation, undefined),
    status: 401,
  },
  {
    name: 'verify e-mail: each resend is one more message with a new link',
    request: outbox,
    status: 200,
    check: (reply, expect) => {
      expect(reply.body.messages).toHaveLength(1 + VERIFY_REQUESTS_PER_ADDRESS)
      state.token = newestLink(reply)
      expect(state.token).not.toBe(state.firstToken)
    },
  },
  {
    name: 'verify e-mail: the first link no longer works once a newer one was sent (400 on token)',
    request: () => verify(state.firstToken),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { token: VERIFY_TOKEN_INVALID_MESSAGE } }),
  },
  {
    name: 'verify e-mail: a token no message carried (400 on token)',
    request: () => verify('f'.repeat(64)),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { token: VERIFY_TOKEN_INVALID_MESSAGE } }),
  },
  {
    name: 'verify e-mail: an empty token (400 on token)',
    request: () => verify(''),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { token: VERIFY_TOKEN_INVALID_MESSAGE } }),
  },
  {
    name: 'verify e-mail: a token that is not text (400, never 500)',
    request: () => verify(42),
    status: 400,
  },
  {
    name: 'verify e-mail: the newest link confirms the address',
    request: () => verify(state.token),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ email: ACCOUNT.email }),
  },
  {
    name: 'verify e-mail: the link is spent (400 on token)',
    request: () => verify(state.token),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { token: VERIFY_TOKEN_INVALID_MESSAGE } }),
  },
  {
    name: 'verify e-mail: a welcome message follows, linking to the sign-in page',
    request: outbox,
    status: 200,
    check: ({ body }, expect) => {
      expect(body.messages[0]).toMatchObject({ template: 'welcome', subject: 'Welcome to Tessera' })
      expect(body.messages[0].action).toEqual({ label: 'Sign in', url: '/login' })
    },
  },
  {
    name: 'verify e-mail: signing in now says the address is verified',
    request: () => post(authApi.login, { email: ACCOUNT.email, password: ACCOUNT.password }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.userData.emailVerified).toBe(true),
  },
  {
    name: 'verify e-mail: resend for a confirmed address sends nothing',
    request: resend,
    status: 200,
    check: ({ body }, expect) => expect(body.confirmed).toBe(true),
  },
  {
    name: 'verify e-mail: a seeded account is verified',
    request: (s) => get(accountApi.settings, s.client.accessToken),
    status: 200,
    check: ({ body }, expect) => expect(body.emailStatus.confirmed).toBe(true),
  },
]
