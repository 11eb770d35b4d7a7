import { ABILITY_ACTIONS, ABILITY_SUBJECTS } from '@contract/ability.values'
import type { AccountRole, UserData } from '@contract/auth'

/*
 * The stored user's shape, checked without zod: the session is read by the shell at start-up, and zod would
 * roughly double the shell's entry chunk. Mirrors `userDataSchema` in contract/auth.ts; stored-user.test.ts
 * checks that both agree on valid and invalid samples, and that ROLES matches the contract's enum.
 */
export const ROLES: readonly AccountRole[] = ['admin', 'client', 'member']

type Fields = Record<string, unknown>
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value)

function isAbilityRule(value: unknown): boolean {
  return isObject(value) && isOneOf(ABILITY_ACTIONS, value.action) && isOneOf(ABILITY_SUBJECTS, value.subject)
}

/** True when `value` is a user as the back end hands it out (and the session stores it). */
export function isUserData(value: unknown): value is UserData {
  return (
    isObject(value) &&
    Number.isSafeInteger(value.id) &&
    (value.id as number) > 0 &&
    ['fullName', 'username', 'avatar', 'email'].every((key) => typeof value[key] === 'string') &&
    isOneOf(ROLES, value.role) &&
    Array.isArray(value.ability) &&
    value.ability.every(isAbilityRule)
  )
}
