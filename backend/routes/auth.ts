import {
  ACCOUNT_SUSPENDED_MESSAGE,
  ROLE_ABILITIES,
  authApi,
  EMAIL_TAKEN_MESSAGE,
  INVALID_REFRESH_TOKEN_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  TOO_MANY_RESETS_MESSAGE,
  TOO_MANY_SIGN_INS_MESSAGE,
  TWO_STEP_CHALLENGE_SECONDS,
  TWO_STEP_CODE_WRONG_MESSAGE,
  TWO_STEP_EXPIRED_MESSAGE,
  TWO_STEP_LOCKED_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  VERIFY_TOKEN_INVALID_MESSAGE,
  type RegisterConflict,
  type StoredPasswordReset,
} from '../../contract/auth'
import { isSharedServer } from '../lib/env'
import { ApiError } from '../lib/errors'
import { keepVerification, newVerification } from '../lib/email-verification'
import { keepInOutbox, sendLater } from '../lib/mail'
import { hashToken, newResetToken, pruneResets } from '../lib/password-reset'
import { accountEvent } from '../lib/account-events'
import { endSession, revokeAccountSessions, rotate, signIn, startSession, userAgentOf } from '../lib/sessions'
import { checkCode, hashRecoveryCode, readChallenge, signChallenge } from '../lib/two-step'
import { describeUserAgent } from '../lib/user-agent'
import type { Deps } from '../lib/env'
import { clientKey } from '../lib/sign-in-limit'
import { composeMail } from '../mail/templates'
import { routeGroup } from '../lib/route'
import { checkPassword, credentialOf, hashPassword, setPasswordHash, toUserData } from '../lib/passwords'
import { randomKey } from '../seed/auth'
import type { Account } from '../seed/accounts'

const LOGIN_INVALID = { error: { email: LOGIN_INVALID_MESSAGE } }
const INVALID_REFRESH = { error: INVALID_REFRESH_TOKEN_MESSAGE }
const TOO_MANY_SIGN_INS = { error: { email: TOO_MANY_SIGN_INS_MESSAGE } }

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Tells whoever listens (backend/lib/account-events.ts) that a session began; never fails the sign-in. */
const announceSignIn = (deps: Deps, accountId: number, userAgent: string) =>
  accountEvent(deps, { type: 'signedIn', accountId, ...describeUserAgent(userAgent) }).catch(
    (error: unknown) => console.error('[tessera events]', error),
  )

/** `/jwt/*`: the only calls without a bearer token. */
export const authRoutes = routeGroup()
  .route(
    authApi.login,
    [],
    async (c) => {
      const { email, password } = c.req.valid('json')
      const limiter = c.var.deps.signInLimiter
      const client = c.var.deps.clientAddress?.(c) ?? ''
      const wait = (await limiter?.waitFor(email, client)) ?? 0
      if (wait > 0) return c.json(TOO_MANY_SIGN_INS, 429, { 'retry-after': String(wait) })
      const store = c.var.deps.store
      const account = (await store.read('accounts')).find((a) => same(a.email, email))
      // checked outside the store's queue: the hash takes tens of milliseconds, other calls need not wait
      const { ok, upgrade } = await checkPassword(account, password)
      if (!account || !ok) {
        await limiter?.failed(email, client)
        return c.json(LOGIN_INVALID, 400)
      }
      await limiter?.succeeded(email, client)
      // only after the right password, so the answer tells nothing to someone guessing
      if (account.suspended) return c.json({ error: { email: ACCOUNT_SUSPENDED_MESSAGE } }, 403)
      const credential = credentialOf(account)
      if (upgrade)
        await store.update('accounts', (accounts) => {
          const stored = accounts.find((a) => a.id === account.id)
          // unless the password changed meanwhile
          if (stored && credentialOf(stored) === credential) setPasswordHash(stored, upgrade)
        })
      // with two-step on, the password earns a challenge for the code step, not tokens
      if ((await store.read('twoStep'))[String(account.id)]?.enabled) {
        const sid = (await store.read('auth')).accountKeys[String(account.id)] ?? ''
        const challenge = await signChallenge(c.var.deps, account.id, sid)
        return c.json({ twoStep: { challenge, expiresIn: TWO_STEP_CHALLENGE_SECONDS } })
      }
      const userAgent = userAgentOf(c)
      const tokens = await signIn(c.var.deps, account.id, userAgent)
      await announceSignIn(c.var.deps, account.id, userAgent)
      return c.json({ userData: toUserData(account), ...tokens })
    },
    { onInvalidBody: (c) => c.json(LOGIN_INVALID, 400) },
  )
  .route(authApi.loginTwoStep, [], async (c) => {
    const { challenge, code } = c.req.valid('json')
    const deps = c.var.deps
    const claims = await readChallenge(deps, challenge)
    if (!claims) return c.json({ error: TWO_STEP_EXPIRED_MESSAGE }, 401)
    const secrets = await deps.secrets()
    const recoveryHash = await hashRecoveryCode(code)
    const userAgent = userAgentOf(c)
    const now = deps.now()
    // one write: the code's outcome (a wrong one counts, a used step or recovery code is spent) and the session
    const outcome = await deps.store.updateMany(
      ['accounts', 'auth', 'twoStep'],
      async ({ accounts, auth, twoStep }) => {
        const account = accounts.find((a) => a.id === claims.id)
        const state = twoStep[String(claims.id)]
        // a password change (a new session key) or two-step turned off since the password step ends the challenge
        if (!account || !state?.enabled || auth.accountKeys[String(claims.id)] !== claims.sid)
          return { kind: 'expired' } as const
        const check = checkCode(state, code, recoveryHash, now)
        if (!check.ok) return { kind: 'refused', ...check } as const
        const tokens = await startSession(deps, secrets, auth, account.id, userAgent)
        return { kind: 'signedIn', account, tokens } as const
      },
    )
    if (outcome.kind === 'expired') return c.json({ error: TWO_STEP_EXPIRED_MESSAGE }, 401)
    if (outcome.kind === 'refused') {
      const { locked, retryAfter = 0 } = outcome
      if (locked)
        return c.json({ error: { code: TWO_STEP_LOCKED_MESSAGE } }, 429, {
          'retry-after': String(Math.ceil(retryAfter / 1000)),
        })
      return c.json({ error: { code: TWO_STEP_CODE_WRONG_MESSAGE } }, 400)
    }
    await announceSignIn(deps, outcome.account.id, userAgent)
    return c.json({ userData: toUserData(outcome.account), ...outcome.tokens })
  })
  .route(authApi.register, [], async (c) => {
    const { email, password, username } = c.req.valid('json')
    const deps = c.var.deps
    const secrets = await deps.secrets()
    const passwordHash = await hashPassword(password)
    const outcome = await deps.store.updateMany(
      ['accounts', 'auth', 'emailVerifications', 'outbox'],
      async ({ accounts, auth, emailVerifications, outbox }, newId) => {
        const emailTaken = accounts.some((a) => same(a.email, email))
        const usernameTaken = accounts.some((a) => same(a.username, username))
        if (emailTaken || usernameTaken) {
          const conflict: RegisterConflict = {
            error: {
              email: emailTaken ? EMAIL_TAKEN_MESSAGE : null,
              username: usernameTaken ? USERNAME_TAKEN_MESSAGE : null,
            },
          }
          return { conflict }
        }
        // ids are never reused: a token issued to a deleted account must not open the next one
        const id = await newId('accounts', { floor: auth.lastAccountId })
        auth.lastAccountId = id
        auth.accountKeys[String(id)] = randomKey()
        const account: Account = {
          id,
          fullName: username,
          username,
          avatar: '',
          email,
          passwordHash,
          role: deps.newAccountRole,
          ability: ROLE_ABILITIES[deps.newAccountRole],
          emailVerified: false,
        }
        accounts.push(account)
        // stored with the account: a verification message for an account that was never stored would be a lie
        const verification = await newVerification(deps, account)
        keepVerification({ emailVerifications, outbox }, verification, deps.now())
        const tokens = await startSession(deps, secrets, auth, id, userAgentOf(c))
        return { account, tokens, message: verification.message }
      },
    )
    if ('conflict' in outcome) return c.json(outcome.conflict, 200)
    sendLater(deps, outcome.message)
    return c.json({ user: toUserData(outcome.account), ...outcome.tokens })
  })
  .route(authApi.verifyEmail, [], async (c) => {
    const deps = c.var.deps
    const tokenHash = await hashToken(c.req.valid('json').token)
    const now = deps.now()
    const verified = await deps.store.updateMany(
      ['accounts', 'emailVerifications', 'outbox'],
      ({ accounts, emailVerifications, outbox }) => {
        const entry = emailVerifications.find((e) => e.tokenHash === tokenHash && e.expiresAt > now)
        const account = entry && accounts.find((a) => a.id === entry.accountId)
        if (!account) throw new ApiError(400, { error: { token: VERIFY_TOKEN_INVALID_MESSAGE } })
        account.emailVerified = true
        // spent, with any other link of the account
        pruneResets(emailVerifications, now, account.id)
        // the welcome waits for a confirmed address: sent on register it could greet a stranger who was typed in
        const welcome = composeMail(
          'welcome',
          account.email,
          { name: account.fullName, link: `${deps.appUrl}/login` },
          now,
        )
        keepInOutbox(outbox, welcome)
        return { email: account.email, welcome }
      },
    )
    sendLater(deps, verified.welcome)
    return c.json({ email: verified.email })
  })
  .route(
    authApi.refreshToken,
    [],
    async (c) => {
      const rotated = await rotate(c.var.deps, c.req.valid('json').refreshToken)
      const accounts = await c.var.deps.store.read('accounts')
      const account = rotated && accounts.find((a) => a.id === rotated.accountId)
      if (!account || account.suspended) return c.json(INVALID_REFRESH, 401)
      return c.json({ userData: toUserData(account), ...rotated.tokens })
    },
    { onInvalidBody: (c) => c.json(INVALID_REFRESH, 401) },
  )
  // The same answer whether an account has the address or not: nothing here may tell the two apart.
  .route(authApi.forgotPassword, [], async (c) => {
    const { email, resetPage } = c.req.valid('json')
    const deps = c.var.deps
    const client = deps.clientAddress?.(c)
    const wait =
      (client ? await deps.resetLimits.client.take(clientKey(client)) : 0) ||
      (await deps.resetLimits.address.take(email.toLowerCase()))
    if (wait > 0)
      return c.json({ error: { email: TOO_MANY_RESETS_MESSAGE } }, 429, { 'retry-after': String(wait) })
    const now = deps.now()
    const account = (await deps.store.read('accounts')).find((a) => same(a.email, email))
    const reset = account ? await newResetToken(account.id, now) : undefined
    const message =
      account &&
      reset &&
      composeMail(
        'resetPassword',
        account.email,
        { name: account.fullName, link: `${deps.appUrl}${resetPage}?token=${reset.token}` },
        now,
      )
    // one write either way: expired tokens go, and for an account its token and message are kept
    await deps.store.updateMany(['passwordResets', 'outbox'], ({ passwordResets, outbox }) => {
      pruneResets(passwordResets, now)
      if (reset && message) {
        passwordResets.push(reset.stored)
        keepInOutbox(outbox, message)
      }
    })
    // not awaited: a slow delivery must not tell that there was something to deliver
    if (message) sendLater(deps, message)
    return c.json({ demoOutbox: !isSharedServer(deps) })
  })
  .route(authApi.resetPassword, [], async (c) => {
    const { token, password } = c.req.valid('json')
    const deps = c.var.deps
    const invalid = new ApiError(400, { error: { token: RESET_TOKEN_INVALID_MESSAGE } })
    const tokenHash = await hashToken(token)
    const valid = (resets: readonly StoredPasswordReset[]) =>
      resets.find((reset) => reset.tokenHash === tokenHash && reset.expiresAt > deps.now())
    // the hash takes tens of milliseconds: made outside the store's queue, and only for a token that may work
    if (!valid(await deps.store.read('passwordResets'))) throw invalid
    const passwordHash = await hashPassword(password)
    await deps.store.updateMany(
      ['accounts', 'auth', 'passwordResets'],
      ({ accounts, auth, passwordResets }) => {
        const reset = valid(passwordResets)
        const account = reset && accounts.find((a) => a.id === reset.accountId)
        if (!account) throw invalid
        setPasswordHash(account, passwordHash)
        revokeAccountSessions(auth, account.id)
        // spent, with any other link of the account
        pruneResets(passwordResets, deps.now(), account.id)
      },
    )
    return c.body(null, 204)
  })
  // Sign-out: always 200 for a well-formed body, so it says nothing about the token it was given.
  .route(authApi.logout, [], async (c) => {
    await endSession(c.var.deps, c.req.valid('json').refreshToken)
    return c.body(null, 204)
  })
