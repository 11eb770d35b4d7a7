import type { Deps } from './env'

/*
 * What happens to an account that others may want to hear about (a notification, a message): a new sign-in and
 * two-step turned on. The routes call `accountEvent` once the change is stored; it does nothing yet, and what
 * is added here must not throw into the route (catch and log).
 */
export type AccountEvent =
  | { type: 'signedIn'; accountId: number; browser: string; system: string }
  | { type: 'twoStepEnabled'; accountId: number }

export async function accountEvent(_deps: Deps, _event: AccountEvent): Promise<void> {}
