import {
  accountApi,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_WRONG_MESSAGE,
  TWO_STEP_ALREADY_ON_MESSAGE,
  TWO_STEP_NO_SETUP_MESSAGE,
  TWO_STEP_SETUP_CODE_WRONG_MESSAGE,
  type AccountSettings,
  type GeneralSettings,
  type StoredAccountSettings,
} from '../../contract/account'
import {
  EMAIL_TAKEN_MESSAGE,
  TOO_MANY_VERIFY_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
} from '../../contract/auth'
import { keepVerification, newVerification } from '../lib/email-verification'
import { keepInOutbox, sendLater } from '../lib/mail'
import { composeMail } from '../mail/templates'
import { clientKey } from '../lib/sign-in-limit'
import { requireAbility, requireAuth } from '../lib/auth'
import type { Deps } from '../lib/env'
import { ApiError } from '../lib/errors'
import { pruneResets } from '../lib/password-reset'
import { accountEvent } from '../lib/account-events'
import {
  endAccountSessions,
  listSessions,
  revokeAccountSessions,
  startSession,
  userAgentOf,
} from '../lib/sessions'
import { blankTwoStep, hashRecoveryCode, newRecoveryCodes, newSetup, stepOfCode } from '../lib/two-step'
import { checkPassword, credentialOf, hashPassword, setPasswordHash, toUserData } from '../lib/passwords'
import { routeGroup } from '../lib/route'
import { blankAccountSettings } from '../seed/account'
import type { Account } from '../seed/accounts'

/*
 * Account settings: every call works on the caller's own row of `accountSettings` (keyed by String(account.id))
 * and, for the general tab and the password, on the caller's own account. Nothing here takes an account id.
 */

// every signed-in account has these on itself, whatever its role (OWN_ACCOUNT_RULE in contract/ability.values.ts)
const read = [requireAuth, requireAbility('read', 'Account')]
const write = [requireAuth, requireAbility('manage', 'Account')]

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const rowOf = (rows: Record<string, StoredAccountSettings>, accountId: number) =>
  (rows[String(accountId)] ??= blankAccountSettings())

const generalOf = (account: Account, row: StoredAccountSettings): GeneralSettings => ({
  avatar: account.avatar,
  username: account.username,
  fullName: account.fullName,
  email: account.email,
  company: row.company,
})

function settingsOf(
  account: Account,
  row: StoredAccountSettings,
  isTwoStepEnabled: boolean,
): AccountSettings {
  const { company: _company, ...rest } = row
  // whether the address is confirmed is the account's (its verification link sets it), not this row's
  const emailStatus = { confirmed: account.emailVerified !== false, lastSentAt: row.emailStatus.lastSentAt }
  return { general: generalOf(account, row), ...rest, emailStatus, security: { isTwoStepEnabled } }
}

/** Changes the caller's row and answers what `pick` takes from it. */
const saveRow = <R>(deps: Deps, accountId: number, change: (row: StoredAccountSettings) => R) =>
  deps.store.update('accountSettings', (rows) => change(rowOf(rows, accountId)))

export const accountRoutes = routeGroup()
  .route(accountApi.settings, read, async (c) => {
    const key = String(c.var.account.id)
    const rows = await c.var.deps.store.read('accountSettings')
    const twoStep = (await c.var.deps.store.read('twoStep'))[key]
    return c.json(settingsOf(c.var.account, rows[key] ?? blankAccountSettings(), twoStep?.enabled ?? false))
  })
  .route(accountApi.saveGeneral, write, async (c) => {
    const general = c.req.valid('json')
    const id = c.var.account.id
    const saved = await c.var.deps.store.updateMany(
      ['accounts', 'accountSettings'],
      ({ accounts, accountSettings }) => {
        const others = accounts.filter((a) => a.id !== id)
        const emailTaken = others.some((a) => same(a.email, general.email))
        const usernameTaken = others.some((a) => same(a.username, general.username))
        if (emailTaken || usernameTaken)
          throw new ApiError(400, {
            error: {
              ...(emailTaken ? { email: EMAIL_TAKEN_MESSAGE } : {}),
              ...(usernameTaken ? { username: USERNAME_TAKEN_MESSAGE } : {}),
            },
          })
        const account = accounts.find((a) => a.id === id)
        if (!account) throw new ApiError(401, { error: 'Unauthorized' })
        const row = rowOf(accountSettings, id)
        // a new address has not been confirmed yet: "Resend" on the general tab or the banner sends its link
        if (!same(account.email, general.email)) {
          row.emailStatus = { confirmed: false, lastSentAt: null }
          account.emailVerified = false
        }
        Object.assign(account, {
          avatar: general.avatar,
          username: general.username,
          fullName: general.fullName,
          email: general.email,
        })
        row.company = general.company
        return { general: generalOf(account, row), userData: toUserData(account) }
      },
    )
    return c.json(saved)
  })
  // A new verification message, unless the address is confirmed already (then nothing is sent).
  .route(accountApi.resendConfirmation, write, async (c) => {
    const deps = c.var.deps
    const account = c.var.account
    if (account.emailVerified !== false) {
      const row = (await deps.store.read('accountSettings'))[String(account.id)]
      return c.json({ confirmed: true, lastSentAt: row?.emailStatus.lastSentAt ?? null })
    }
    const client = deps.clientAddress?.(c)
    const wait =
      (client ? await deps.verifyLimits.client.take(clientKey(client)) : 0) ||
      (await deps.verifyLimits.address.take(String(account.id)))
    if (wait > 0)
      return c.json({ error: { email: TOO_MANY_VERIFY_MESSAGE } }, 429, { 'retry-after': String(wait) })
    const verification = await newVerification(deps, account)
    const sentAt = new Date(deps.now()).toISOString()
    await deps.store.updateMany(
      ['accountSettings', 'emailVerifications', 'outbox'],
      ({ accountSettings, emailVerifications, outbox }) => {
        keepVerification({ emailVerifications, outbox }, verification, deps.now())
        rowOf(accountSettings, account.id).emailStatus.lastSentAt = sentAt
      },
    )
    sendLater(deps, verification.message)
    return c.json({ confirmed: false, lastSentAt: sentAt })
  })
  .route(accountApi.changePassword, write, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json')
    const id = c.var.account.id
    const wrong = new ApiError(400, { error: { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE } })
    const secrets = await c.var.deps.secrets()
    // both hashes are made outside the store's queue (tens of milliseconds each); the write checks nothing moved
    const current = (await c.var.deps.store.read('accounts')).find((a) => a.id === id)
    if (!current || !(await checkPassword(current, currentPassword)).ok) throw wrong
    const credential = credentialOf(current)
    const passwordHash = await hashPassword(newPassword)
    const reply = await c.var.deps.store.updateMany(
      ['accounts', 'auth', 'passwordResets'],
      async ({ accounts, auth, passwordResets }) => {
        const account = accounts.find((a) => a.id === id)
        if (!account || credentialOf(account) !== credential) throw wrong
        setPasswordHash(account, passwordHash)
        // every session of the account ends; the caller's continues with the fresh tokens in the reply
        revokeAccountSessions(auth, id)
        // and a reset link asked for before the change no longer works
        pruneResets(passwordResets, c.var.deps.now(), id)
        const tokens = await startSession(c.var.deps, secrets, auth, id, userAgentOf(c))
        return { userData: toUserData(account), ...tokens }
      },
    )
    return c.json(reply)
  })
  .route(accountApi.sessions, read, async (c) =>
    c.json({ sessions: await listSessions(c.var.deps, c.var.account.id, c.var.sessionFamily) }),
  )
  .route(accountApi.endSession, write, async (c) => {
    await endAccountSessions(c.var.deps, c.var.account.id, { id: c.req.valid('json').id })
    return c.body(null, 204)
  })
  .route(accountApi.endOtherSessions, write, async (c) => {
    const ended = await endAccountSessions(c.var.deps, c.var.account.id, { allBut: c.var.sessionFamily })
    return c.json({ ended })
  })
  // Two-step (backend/lib/two-step.ts): set-up hands out a secret, which only a current code turns on.
  .route(accountApi.twoStepSetup, write, async (c) => {
    const account = c.var.account
    const setup = newSetup(account.email, c.var.deps.now())
    await c.var.deps.store.update('twoStep', (rows) => {
      const state = (rows[String(account.id)] ??= blankTwoStep())
      if (state.enabled) throw new ApiError(409, { error: TWO_STEP_ALREADY_ON_MESSAGE })
      state.pending = setup.pending
    })
    return c.json({ secret: setup.secret, uri: setup.uri })
  })
  .route(accountApi.twoStepEnable, write, async (c) => {
    const { code } = c.req.valid('json')
    const deps = c.var.deps
    const codes = newRecoveryCodes()
    const hashes = await Promise.all(codes.map(hashRecoveryCode))
    const now = deps.now()
    await deps.store.update('twoStep', (rows) => {
      const state = (rows[String(c.var.account.id)] ??= blankTwoStep())
      if (state.enabled) throw new ApiError(409, { error: TWO_STEP_ALREADY_ON_MESSAGE })
      if (!state.pending || state.pending.expiresAt <= now)
        throw new ApiError(400, { error: { code: TWO_STEP_NO_SETUP_MESSAGE } })
      const step = stepOfCode(state.pending.secret, code, now)
      if (step === null) throw new ApiError(400, { error: { code: TWO_STEP_SETUP_CODE_WRONG_MESSAGE } })
      Object.assign(state, {
        enabled: true,
        secret: state.pending.secret,
        pending: null,
        recoveryCodes: hashes,
        // the code that turned it on does not sign in too
        lastStep: step,
        failures: 0,
        lockedUntil: 0,
      })
    })
    await accountEvent(deps, { type: 'twoStepEnabled', accountId: c.var.account.id }).catch(
      (error: unknown) => console.error('[tessera events]', error),
    )
    // also by mail, whatever the notification settings: someone else turning it on is what the owner must hear of
    const message = composeMail(
      'twoStepEnabled',
      c.var.account.email,
      { name: c.var.account.fullName, link: `${deps.appUrl}/pages/account-settings?tab=security` },
      deps.now(),
    )
    await deps.store.update('outbox', (outbox) => keepInOutbox(outbox, message))
    sendLater(deps, message)
    return c.json({ recoveryCodes: codes })
  })
  .route(accountApi.twoStepDisable, write, async (c) => {
    const { password } = c.req.valid('json')
    const id = c.var.account.id
    const current = (await c.var.deps.store.read('accounts')).find((a) => a.id === id)
    if (!current || !(await checkPassword(current, password)).ok)
      throw new ApiError(400, { error: { password: PASSWORD_WRONG_MESSAGE } })
    await c.var.deps.store.update('twoStep', (rows) => {
      delete rows[String(id)]
    })
    return c.json({ isTwoStepEnabled: false })
  })
  .route(accountApi.saveInfo, write, async (c) => {
    const info = c.req.valid('json')
    return c.json(await saveRow(c.var.deps, c.var.account.id, (row) => (row.info = info)))
  })
  .route(accountApi.saveSocial, write, async (c) => {
    const { socialLinks } = c.req.valid('json')
    return c.json({
      socialLinks: await saveRow(
        c.var.deps,
        c.var.account.id,
        (row) => (row.social.socialLinks = socialLinks),
      ),
    })
  })
  .route(accountApi.saveConnections, write, async (c) => {
    const { connections } = c.req.valid('json')
    return c.json({
      connections: await saveRow(c.var.deps, c.var.account.id, (row) =>
        Object.assign(row.social.connections, connections),
      ),
    })
  })
  .route(accountApi.saveNotifications, write, async (c) => {
    const notification = c.req.valid('json')
    return c.json(await saveRow(c.var.deps, c.var.account.id, (row) => (row.notification = notification)))
  })
