import { OWN_ACCOUNT_RULE } from '@contract/ability.values'
import type { AbilityAction, AbilitySubject } from '@contract/ability'
import { getSessionSnapshot, subscribeSession, type UserData } from '@/lib/auth/session'

export type { AbilityAction, AbilitySubject }
export interface AbilityRule {
  action: AbilityAction
  subject: AbilitySubject
  /** a "cannot" rule: forbids what earlier rules allowed */
  inverted?: boolean
}

/** With no stored user the only rule is read on Auth (docs/auth.md, "Abilities"). */
export const GUEST_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

/** A signed-in user's rules: its role's, then the rule on its own account that every role has. */
export function rulesFor(userData: UserData | null): AbilityRule[] {
  const rules: unknown = userData?.ability
  return Array.isArray(rules) && rules.length ? [...(rules as AbilityRule[]), OWN_ACCOUNT_RULE] : GUEST_RULES
}

/*
 * The page's ability: CASL's rule semantics for subject-level rules (`manage` is every action, `all` every
 * subject, a later rule overrides an earlier one, `inverted` rules forbid), without CASL itself, which costs the
 * shell 6.8 KB gzip because its entry always loads its condition matchers. The mock back end does use CASL. If
 * your rules need conditions or fields, build `appAbility` with `createMongoAbility` from @casl/ability here;
 * `can`, `useCan` and `<Can>` keep their shape. See docs/auth.md.
 */
export function allows(rules: readonly AbilityRule[], action: string, subject: string): boolean {
  for (let i = rules.length - 1; i >= 0; i--) {
    // The session checks stored rules, but a malformed one (null, a string) must deny, never throw: a throw
    // here would break every route guard, the login page's included.
    const rule: unknown = rules[i]
    if (!isRule(rule)) continue
    const actionMatches = rule.action === 'manage' || rule.action === action
    const subjectMatches = rule.subject === 'all' || rule.subject === subject
    if (actionMatches && subjectMatches) return !rule.inverted
  }
  return false
}

const isRule = (value: unknown): value is AbilityRule =>
  typeof value === 'object' && value !== null && 'action' in value && 'subject' in value

type Listener = () => void
const listeners = new Set<Listener>()

/**
 * The one ability instance. Route guards read it directly, React reads it through useCan / useAbility, and it
 * follows the session: login, refresh, logout and other tabs' changes all rebuild its rules.
 */
export const appAbility = {
  rules: rulesFor(getSessionSnapshot().userData) as readonly AbilityRule[],
  can(action: string, subject: string): boolean {
    return allows(this.rules, action, subject)
  },
  update(rules: readonly AbilityRule[]) {
    this.rules = rules
    for (const listener of listeners) listener()
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

let appliedUser: UserData | null = getSessionSnapshot().userData
subscribeSession(() => {
  const { userData } = getSessionSnapshot()
  if (userData === appliedUser) return
  appliedUser = userData
  appAbility.update(rulesFor(userData))
})

/** For code outside React (guards, loaders). */
export function can({ action, subject }: { action: string; subject: string }): boolean {
  return appAbility.can(action, subject)
}
