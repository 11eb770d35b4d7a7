import { VERIFY_PAGE, VERIFY_TOKEN_LIFETIME_HOURS } from '../../contract/auth'
import type { MailMessage } from '../../contract/mail'
import { composeMail } from '../mail/templates'
import type { Account } from '../seed/accounts'
import type { Collections } from '../seed'
import type { Deps } from './env'
import { keepInOutbox } from './mail'
import { newAccountToken, pruneResets } from './password-reset'

/*
 * E-mail verification: registering (and "Resend") makes a single-use token of VERIFY_TOKEN_LIFETIME_HOURS, kept
 * as a hash in `emailVerifications` like a reset token (password-reset.ts), and a "verify e-mail" message whose
 * link carries it. Only the newest link of an account works: a resend replaces the older token, so a message
 * that went astray stops working once the owner asks again.
 */

/** The token and message for `account`, made outside the store's queue; `keepVerification` stores both. */
export async function newVerification(deps: Deps, account: Account) {
  const now = deps.now()
  const { token, stored } = await newAccountToken(account.id, now + VERIFY_TOKEN_LIFETIME_HOURS * 3_600_000)
  const message = composeMail(
    'verifyEmail',
    account.email,
    { name: account.fullName, link: `${deps.appUrl}${VERIFY_PAGE}?token=${token}` },
    now,
  )
  return { stored, message }
}

/** On a store draft: the account's older links go, this one and its message are kept. */
export function keepVerification(
  drafts: Pick<Collections, 'emailVerifications' | 'outbox'>,
  verification: { stored: Collections['emailVerifications'][number]; message: MailMessage },
  now: number,
) {
  pruneResets(drafts.emailVerifications, now, verification.stored.accountId)
  drafts.emailVerifications.push(verification.stored)
  keepInOutbox(drafts.outbox, verification.message)
}
