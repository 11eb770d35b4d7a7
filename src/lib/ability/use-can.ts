import { useMemo, useSyncExternalStore } from 'react'
import { allows, appAbility, type AbilityRule } from './ability'

const getRules = () => appAbility.rules
const subscribeToRules = (onChange: () => void) => appAbility.subscribe(onChange)

/** The current rules; components using them re-render when they change. */
export function useAbility(): { rules: readonly AbilityRule[] } {
  return { rules: useSyncExternalStore(subscribeToRules, getRules, getRules) }
}

export type CanCheck = (rule: { action: string; subject: string }) => boolean

/**
 * A `can` function that keeps its identity until the rules change, so lists filtered with it (the menu,
 * search results) can memoize on it.
 */
export function useCan(): CanCheck {
  const { rules } = useAbility()
  // one function per rule set: its identity changes exactly when the rules do
  return useMemo(
    () =>
      ({ action, subject }) =>
        allows(rules, action, subject),
    [rules],
  )
}
