import { USER_PLAN_OF, type PlanId } from '../../contract/pricing'
import type { UpdateUserBody, User } from '../../contract/users'

/* The one place a stored user is changed: update-user and the pricing page's plan change both come through here. */

type UserChanges = Omit<UpdateUserBody, 'id'>

/** Applies the changes to a user draft and logs each changed plan, status or role in its activity. */
export function changeUser(stored: User, changes: UserChanges, at: string): User {
  const logged = (['currentPlan', 'status', 'role'] as const)
    .filter((kind) => changes[kind] !== undefined && changes[kind] !== stored[kind])
    .map((kind) => ({ at, kind, from: stored[kind], to: changes[kind] }))
  return Object.assign(stored, changes, { activity: [...(stored.activity ?? []), ...logged] })
}

/**
 * A plan chosen on the pricing page becomes the caller's own user record's plan (the user with their
 * `accountId`), so their user page shows it. An account the users app does not list changes no user.
 */
export function followPricingPlan(users: User[], accountId: number, plan: PlanId, at: string) {
  const own = users.find((user) => user.accountId === accountId)
  if (own) changeUser(own, { currentPlan: USER_PLAN_OF[plan] }, at)
}
