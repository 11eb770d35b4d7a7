import { authApi } from './auth'
import { demoApi } from './demo'
import { launchApi } from './launch'
import { mailApi } from './mail'

/**
 * Every group of call descriptors, keyed by its file in contract/ (`auth` is `authApi` in contract/auth.ts). The
 * generator (scripts/gen-contract.mjs) walks this table; so do the back end's registration test and the API
 * document. A new group goes here.
 */
export const API_GROUPS = {
  auth: authApi,
  demo: demoApi,
  launch: launchApi,
  mail: mailApi,
}
