import type { MongoAbility } from '@casl/ability'
import type { AbilityAction, AbilitySubject } from '../../contract/ability'
import type { Account } from '../seed/accounts'
import type { AppStore } from '../store'
import type { TokenSigner } from './tokens'

export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject]>

/** What every route may use; set once per request by the app. */
export interface Deps {
  store: AppStore
  signer: TokenSigner
  /** Milliseconds since the epoch; injectable so tests can age tokens. */
  now: () => number
}

export interface AppEnv {
  Variables: {
    deps: Deps
    /** Set by requireAuth. */
    account: Account
    ability: AppAbility
  }
}
