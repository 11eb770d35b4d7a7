import { mailApi } from '../../contract/mail'
import { TOTP } from 'otpauth'
import {
  accountApi,
  PASSWORD_WRONG_MESSAGE,
  sessionsReplySchema,
  TWO_STEP_ALREADY_ON_MESSAGE,
  TWO_STEP_SETUP_CODE_WRONG_MESSAGE,
} from '../../contract/account'
import {
  authApi,
  loginReplySchema,
  TWO_STEP_CODE_WRONG_MESSAGE,
  TWO_STEP_EXPIRED_MESSAGE,
  TWO_STEP_LOCKED_MESSAGE,
  TWO_STEP_MAX_FAILURES,
} from '../../contract/auth'
import type { ApiCase, ApiReply, Expect } from './cases'
import { get, post } from './requests'

/*
 * Sessions and two-step sign-in as table rows, on an account the table registers for itself (so the sample
 * accounts' sign-ins elsewhere in the table stay one step). The rows run in order and hand each other what they
 * got (tokens, the secret, a challenge) through `state`; the authenticator's codes are computed here with the
 * same library the back end uses. What needs a clock (the lock's end, the challenge's lifetime) is in
 * backend/routes/two-step.test.ts.
 */

const EMAIL = 'two-step@demo.com'
const PASSWORD = 'Grout-2031'

const state = {
  first: { accessToken: '', refreshToken: '' },
  second: { accessToken: '', refreshToken: '' },
  secondId: '',
  secret: '',
  recoveryCodes: [] as string[],
  challenge: '',
  code: '',
  /** The code that turned two-step on: the same six digits, whatever step it is when they are tried again. */
  enablingCode: '',
}

/** The code an authenticator shows `offset` steps from now. */
const codeAt = (offset: number) =>
  new TOTP({ secret: state.secret }).generate({ timestamp: Date.now() + offset * 30_000 })
/** A six-digit code that is not current (none of the window's three steps). */
const wrongCode = () => {
  const current = new Set([-1, 0, 1, 2].map(codeAt))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!current.has(code)) return code
  }
}

const keepTokens = (into: 'first' | 'second') => (reply: ApiReply, expect: Expect) => {
  expect(loginReplySchema.safeParse(reply.body).error).toBe(undefined)
  state[into] = { accessToken: reply.body.accessToken, refreshToken: reply.body.refreshToken }
}
const keepChallenge = (reply: ApiReply, expect: Expect) => {
  expect(Object.keys(reply.body)).toEqual(['twoStep'])
  expect(typeof reply.body.twoStep.challenge).toBe('string')
  state.challenge = reply.body.twoStep.challenge
}
const signInWithPassword = () => post(authApi.login, { email: EMAIL, password: PASSWORD })
const secondStep = (code: () => string) => () =>
  post(authApi.loginTwoStep, { challenge: state.challenge, code: code() })

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'

export const SECURITY_CASES: ApiCase[] = [
  {
    name: 'security: an account of its own for these rows',
    request: () => post(authApi.register, { email: EMAIL, password: PASSWORD, username: 'two-step' }),
    status: 200,
    mutates: true,
    check: (reply) => {
      state.first = { accessToken: reply.body.accessToken, refreshToken: reply.body.refreshToken }
    },
  },
  {
    name: 'sessions: a second sign-in, from Firefox on Linux',
    request: () => ({ ...signInWithPassword(), headers: { 'user-agent': FIREFOX } }),
    status: 200,
    mutates: true,
    check: keepTokens('second'),
  },
  {
    name: 'sessions: both listed, newest first, the caller’s marked, browser and system read',
    request: () => get(accountApi.sessions, state.first.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      expect(sessionsReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.sessions).toHaveLength(2)
      // both began in the same second here, so their order is the store's: find them by what they are
      const began = body.sessions.map((session: { began: string }) => session.began)
      expect(began).toEqual(began.toSorted().toReversed())
      const first = body.sessions.find((session: { current: boolean }) => session.current)
      const second = body.sessions.find((session: { current: boolean }) => !session.current)
      expect(first?.current).toBe(true)
      // in a browser (e2e/backend-worker.spec.ts) fetch keeps the browser's own user agent: Chromium's, not Firefox's
      expect(['Firefox', 'Chrome'].includes(second.browser)).toBe(true)
      expect(second.system).toBe('Linux')
      state.secondId = second.id
    },
  },
  {
    name: 'sessions: without a token (401)',
    request: () => get(accountApi.sessions),
    status: 401,
  },
  {
    name: 'sessions: sign out the second from the first',
    request: () => post(accountApi.endSession, { id: state.secondId }, state.first.accessToken),
    status: 204,
    mutates: true,
  },
  {
    name: 'sessions: the signed-out session’s access token stops at once',
    request: () => get(accountApi.sessions, state.second.accessToken),
    status: 401,
  },
  {
    name: 'sessions: and its refresh token renews nothing',
    request: () => post(authApi.refreshToken, { refreshToken: state.second.refreshToken }),
    status: 401,
  },
  {
    name: 'sessions: another sign-in, then "sign out everywhere else" ends it and keeps the caller’s',
    request: () => signInWithPassword(),
    status: 200,
    mutates: true,
    check: keepTokens('second'),
  },
  {
    name: 'sessions: sign out everywhere else',
    request: () => post(accountApi.endOtherSessions, undefined, state.first.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ ended: 1 }),
  },
  {
    name: 'sessions: only the caller’s is left',
    request: () => get(accountApi.sessions, state.first.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.sessions).toHaveLength(1)
      expect(body.sessions[0].current).toBe(true)
    },
  },
  {
    name: 'two-step: confirming without a set-up (400)',
    request: () => post(accountApi.twoStepEnable, { code: '123456' }, state.first.accessToken),
    status: 400,
  },
  {
    name: 'two-step: set-up gives a base32 secret and its otpauth address',
    request: () => post(accountApi.twoStepSetup, undefined, state.first.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(/^[A-Z2-7]{32}$/.test(body.secret)).toBe(true)
      expect(body.uri.startsWith('otpauth://totp/Tessera:')).toBe(true)
      expect(body.uri).toContain(`secret=${body.secret}`)
      state.secret = body.secret
    },
  },
  {
    name: 'two-step: still off until a code confirms it',
    request: () => get(accountApi.settings, state.first.accessToken),
    status: 200,
    check: ({ body }, expect) => expect(body.security).toEqual({ isTwoStepEnabled: false }),
  },
  {
    name: 'two-step: a wrong code does not turn it on (400)',
    request: () => post(accountApi.twoStepEnable, { code: wrongCode() }, state.first.accessToken),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { code: TWO_STEP_SETUP_CODE_WRONG_MESSAGE } }),
  },
  {
    name: 'two-step: a current code turns it on and gives ten recovery codes',
    request: () => {
      state.enablingCode = codeAt(0)
      return post(accountApi.twoStepEnable, { code: state.enablingCode }, state.first.accessToken)
    },
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.recoveryCodes).toHaveLength(10)
      expect(new Set(body.recoveryCodes).size).toBe(10)
      state.recoveryCodes = body.recoveryCodes
    },
  },
  {
    name: 'two-step: turning it on sends the "two-step sign-in is on" message to the account',
    request: () => get(mailApi.outbox, undefined, { to: EMAIL }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.messages[0]).toMatchObject({ template: 'twoStepEnabled', subject: 'Two-step sign-in is on' })
      expect(body.messages[0].action.url).toBe('/pages/account-settings?tab=security')
    },
  },
  {
    name: 'two-step: the settings say it is on; a second set-up is refused (409)',
    request: () => post(accountApi.twoStepSetup, undefined, state.first.accessToken),
    status: 409,
    check: ({ body }, expect) => expect(body).toEqual({ error: TWO_STEP_ALREADY_ON_MESSAGE }),
  },
  {
    name: 'two-step: the password alone gives a challenge, no tokens',
    request: signInWithPassword,
    status: 200,
    check: keepChallenge,
  },
  {
    name: 'two-step: a wrong code is refused with a message (400)',
    request: secondStep(wrongCode),
    status: 400,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ error: { code: TWO_STEP_CODE_WRONG_MESSAGE } }),
  },
  {
    name: 'two-step: the code that turned it on does not sign in (its step is used)',
    // the code itself, not the current one: a step may begin between the two calls
    request: secondStep(() => state.enablingCode),
    status: 400,
    mutates: true,
  },
  {
    name: 'two-step: the next step’s code signs in (a clock a little ahead)',
    request: secondStep(() => {
      state.code = codeAt(1)
      return state.code
    }),
    status: 200,
    mutates: true,
    check: keepTokens('second'),
  },
  {
    name: 'two-step: the same code again is refused (replayed)',
    request: secondStep(() => state.code),
    status: 400,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ error: { code: TWO_STEP_CODE_WRONG_MESSAGE } }),
  },
  {
    name: 'two-step: a recovery code signs in, typed in lower case without dashes',
    request: secondStep(() => state.recoveryCodes[0].replace(/-/g, '').toLowerCase()),
    status: 200,
    mutates: true,
    check: keepTokens('second'),
  },
  {
    name: 'two-step: that recovery code works only once',
    request: secondStep(() => state.recoveryCodes[0]),
    status: 400,
    mutates: true,
  },
  {
    name: 'two-step: a challenge that is not one (401)',
    request: () => post(authApi.loginTwoStep, { challenge: state.first.accessToken, code: '123456' }),
    status: 401,
    check: ({ body }, expect) => expect(body).toEqual({ error: TWO_STEP_EXPIRED_MESSAGE }),
  },
  {
    name: 'two-step: turning it off needs the password (400)',
    request: () => post(accountApi.twoStepDisable, { password: 'not-it' }, state.first.accessToken),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { password: PASSWORD_WRONG_MESSAGE } }),
  },
  // wrong codes in a row: the spent recovery code above was the first (a success before it reset the count)
  ...Array.from({ length: TWO_STEP_MAX_FAILURES - 2 }, (_, i): ApiCase => ({
    name: `two-step: wrong code ${i + 2} of ${TWO_STEP_MAX_FAILURES}`,
    request: secondStep(wrongCode),
    status: 400,
    mutates: true,
  })),
  {
    name: `two-step: the ${TWO_STEP_MAX_FAILURES}th wrong code locks the step (429 with Retry-After)`,
    request: secondStep(wrongCode),
    status: 429,
    mutates: true,
    check: ({ body, headers }, expect) => {
      expect(body).toEqual({ error: { code: TWO_STEP_LOCKED_MESSAGE } })
      expect(Number(headers['retry-after'])).toBeGreaterThan(0)
    },
  },
  {
    name: 'two-step: while locked, even a current code is refused',
    request: secondStep(() => codeAt(2)),
    status: 429,
  },
  {
    name: 'two-step: the password turns it off',
    request: () => post(accountApi.twoStepDisable, { password: PASSWORD }, state.first.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ isTwoStepEnabled: false }),
  },
  {
    name: 'two-step: off, the password signs in again',
    request: signInWithPassword,
    status: 200,
    mutates: true,
    check: keepTokens('second'),
  },
]
