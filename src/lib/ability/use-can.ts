import { useAbility as useCaslAbility } from '@casl/react'
import { useMemo } from 'react'
import type { AbilityAction, AbilitySubject, AppAbility } from './ability'

/** The ability; components using it re-render when its rules change. */
export function useAbility(): AppAbility {
  return useCaslAbility<AppAbility>()
}

export type CanCheck = (rule: { action: string; subject: string }) => boolean

// `rules` is there to give each rule set its own function: identity changes exactly when the rules do.
const checkFor =
  (ability: AppAbility, _rules: AppAbility['rules']): CanCheck =>
  ({ action, subject }) =>
    ability.can(action as AbilityAction, subject as AbilitySubject)

/**
 * A `can` function that keeps its identity until the rules change, so lists filtered with it (the menu,
 * search results) can memoize on it.
 */
export function useCan(): CanCheck {
  const ability = useAbility()
  const { rules } = ability
  return useMemo(() => checkFor(ability, rules), [ability, rules])
}
