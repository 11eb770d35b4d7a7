import type { Context } from 'hono'
import type { SignInLimiter } from './sign-in-limit'
import type { RequestLimit } from './request-limit'
import type { Quotas } from './quota'
import type { MailMessage } from '../../contract/mail'
import type { MongoAbility } from '@casl/ability'
import type { AbilityAction, AbilitySubject } from '../../contract/ability'
import type { AccountRole } from '../../contract/auth'
import type { StoreHealth } from '../../contract/demo'
import type { Account } from '../seed/accounts'
import type { AppStore } from '../store'
import type { TokenSecrets, TokenSigner } from './tokens'

export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject]>

/** What every route may use; set once per request by the app. */
export interface Deps {
  store: AppStore
  signer: TokenSigner
  /** Milliseconds since the epoch; injectable so tests can age tokens. */
  now: () => number
  /**
   * The signing secrets: the Node server's from its environment, else this install's from the store (from
   * `auth` when the caller has just read it).
   */
  secrets: (auth?: { secrets: TokenSecrets }) => Promise<TokenSecrets>
  /** Where the back end runs: the Node server is shared by everyone who reaches it (docs/backend.md). */
  runtime: Runtime
  /** The role `POST /jwt/register` gives (docs/auth.md, "Roles"). */
  newAccountRole: AccountRole
  /** Failed sign-ins per email and client, on the shared server only (`backend/lib/sign-in-limit.ts`). */
  signInLimiter?: SignInLimiter
  /** The address a request came from, where the runtime knows it (the Node server's socket). */
  clientAddress?: (c: Context<AppEnv>) => string | undefined
  /** The store's health (the Node server's database); without it the store is the visitor's own, nothing set aside. */
  health?: () => Promise<StoreHealth>
  /** Password-reset requests per address and per client (`backend/lib/request-limit.ts`). */
  resetLimits: { address: RequestLimit; client: RequestLimit }
  /** Verification messages asked for again, per account and per client (`backend/lib/request-limit.ts`). */
  verifyLimits: { address: RequestLimit; client: RequestLimit }
  /** Where the page is, put before the reset page's path in a message's link; '' for a link on this origin. */
  appUrl: string
  /** Delivers a message beyond the outbox (the Node server: its log); the outbox always keeps it. */
  deliverMail?: (message: MailMessage) => Promise<void>
  /** What one account may store per collection (`backend/lib/quota.ts`); none in the visitor's own store. */
  quotas?: Quotas
  /** Says that an account's notifications changed (the browser: to every open tab; backend/lib/notify.ts). */
  announceNotifications?: (accountId: number) => void
}

/**
 * The Node server is shared by everyone who reaches it, the browser's back end belongs to one visitor: on a shared
 * server each account's personal data is its own and resetting the demo needs `manage all` (docs/backend.md,
 * "Ownership").
 */
export const isSharedServer = (deps: Pick<Deps, 'runtime'>) => deps.runtime === 'node'

/** The service worker, the Node server, tests, or the page itself where no worker exists. */
export type Runtime = 'sw' | 'node' | 'test' | 'page'

export interface AppEnv {
  Variables: {
    deps: Deps
    /** Set by requireAuth. */
    account: Account
    /** The refresh-token family the caller's access token belongs to (its session); set by requireAuth. */
    sessionFamily: string
    ability: AppAbility
  }
}
