import type { Deps } from './env'

/*
 * What happens to an account that it may want to hear about: a new sign-in and two-step turned on. Tessera makes
 * them notifications (its backend/lib/notify.ts); the starter has no notifications yet, so they go nowhere. The
 * routes call `accountEvent` once the change is stored; what is added here must not throw into the route.
 */
export type AccountEvent =
  | { type: 'signedIn'; accountId: number; browser: string; system: string }
  | { type: 'twoStepEnabled'; accountId: number }

export async function accountEvent(_deps: Deps, _event: AccountEvent): Promise<void> {}
