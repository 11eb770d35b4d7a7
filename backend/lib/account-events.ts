import type { Deps } from './env'
import { notify } from './notify'
import { nowInSeconds } from './tokens'
import { describeUserAgent } from './user-agent'

/*
 * What happens to an account that the account hears about as a notification (backend/lib/notify.ts; its flags
 * decide): a sign-in from a browser none of its other live sessions uses, and two-step turned on. The routes call
 * `accountEvent` once the change is stored; a failure here is logged by the caller, never the route's.
 */
export type AccountEvent =
  | { type: 'signedIn'; accountId: number; browser: string; system: string }
  | { type: 'twoStepEnabled'; accountId: number }

const SECURITY_TAB = { to: '/pages/account-settings', search: { tab: 'security' } }

export async function accountEvent(deps: Deps, event: AccountEvent): Promise<void> {
  if (event.type === 'twoStepEnabled') {
    await notify(deps, event.accountId, { kind: 'twoStepOn', params: {}, link: SECURITY_TAB })
    return
  }
  const now = nowInSeconds(deps)
  const sessions = Object.values((await deps.store.read('auth')).refreshFamilies)
    .filter((entry) => entry.accountId === event.accountId && entry.exp > now)
    .map((entry) => describeUserAgent(entry.userAgent ?? ''))
  const sameBrowser = sessions.filter((s) => s.browser === event.browser && s.system === event.system).length
  // the new session is one of them: only a browser the account's other sessions do not use is news
  if (sessions.length > 1 && sameBrowser === 1)
    await notify(deps, event.accountId, {
      kind: 'newSignIn',
      params: { browser: event.browser, system: event.system },
      link: SECURITY_TAB,
    })
}
