import { Ability } from '@casl/ability'
import type { AbilityAction, AbilitySubject } from '@contract/ability'
import { getSessionSnapshot, subscribeSession, type UserData } from '@/lib/auth/session'

export type { AbilityAction, AbilitySubject }
export interface AbilityRule {
  action: AbilityAction
  subject: AbilitySubject
}
export type AppAbility = Ability<[AbilityAction, AbilitySubject]>

/** Spec 6: with no stored user the only rule is read on Auth (written out here: the contract's copy brings zod). */
export const GUEST_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

export function rulesFor(userData: UserData | null): AbilityRule[] {
  return userData?.ability?.length ? userData.ability : GUEST_RULES
}

/*
 * The one ability instance. Route guards read it directly, React reads it through AbilityProvider / useCan,
 * and it follows the session: login, refresh, logout and other tabs' changes all rebuild its rules. Plain
 * `Ability` (no conditions matcher) is enough for subject-level rules and keeps the mongo matcher out of the shell.
 */
export const appAbility: AppAbility = new Ability<[AbilityAction, AbilitySubject]>(
  rulesFor(getSessionSnapshot().userData),
)

let appliedUser: UserData | null = getSessionSnapshot().userData
subscribeSession(() => {
  const { userData } = getSessionSnapshot()
  if (userData === appliedUser) return
  appliedUser = userData
  appAbility.update(rulesFor(userData))
})

/** For code outside React (guards, loaders). */
export function can({ action, subject }: { action: string; subject: string }): boolean {
  return appAbility.can(action as AbilityAction, subject as AbilitySubject)
}
