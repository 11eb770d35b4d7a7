import type { StoredEmailVerification, StoredPasswordReset, StoredTwoStep } from '../../contract/auth'
import type { LaunchSubscriber } from '../../contract/launch'
import type { MailMessage } from '../../contract/mail'
import type { PersonalSeeds } from '../store/store'
import { type Account, seedAccounts } from './accounts'
import { seedAuthState } from './auth'

/** Bump on any change to the seed (or when adding a collection): stored data is then replaced on next start. */
export const SEED_VERSION = 2

/**
 * Every collection the back end stores, by name: the starter's are the sample accounts. A feature adds its seed
 * module and one line here (and the collection's check in backend/store/checks.ts); the store's types follow from
 * this function. Build sample data with `createRandom` from `./prng` so it is the same on every start.
 */
export function buildSeed(_now: Date) {
  return {
    accounts: seedAccounts(),
    /** Password-reset tokens by hash (backend/lib/password-reset.ts); none at first. */
    passwordResets: [] as StoredPasswordReset[],
    /** E-mail verification tokens by hash (backend/lib/email-verification.ts); none at first. */
    emailVerifications: [] as StoredEmailVerification[],
    /** Two-step sign-in per account (backend/lib/two-step.ts); off for all at first. */
    twoStep: {} as Record<string, StoredTwoStep>,
    /** The messages sent, newest last (backend/lib/mail.ts). */
    outbox: [] as MailMessage[],
    /** The coming-soon page's "Notify me" addresses (backend/routes/launch.ts). */
    launchSubscribers: [] as LaunchSubscriber[],
  }
}

/**
 * The personal collections and how an account's own copy starts: on the Node server (`npm run api`) each account
 * reads and writes its own copy, made on first use. A feature whose data belongs to one person adds a line here.
 */
export const PERSONAL_SEEDS: PersonalSeeds<Collections, Account> = {}

/** The seed plus the sign-in state, which is random (so `buildSeed` stays deterministic and this does not). */
export function buildStoreSeed(now: Date) {
  const seed = buildSeed(now)
  return { ...seed, auth: seedAuthState(seed.accounts) }
}

export type Collections = ReturnType<typeof buildStoreSeed>
