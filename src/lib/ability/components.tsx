import { AbilityProvider as CaslAbilityProvider, useAbility as useCaslAbility } from '@casl/react'
import { useCallback, type ReactNode } from 'react'
import { appAbility, type AbilityAction, type AbilitySubject, type AppAbility } from './ability'

export function AbilityProvider({ children }: { children: ReactNode }) {
  return <CaslAbilityProvider value={appAbility}>{children}</CaslAbilityProvider>
}

/** The ability; components using it re-render when its rules change. */
export function useAbility(): AppAbility {
  return useCaslAbility<AppAbility>()
}

export type CanCheck = (rule: { action: string; subject: string }) => boolean

/**
 * A `can` function that keeps its identity until the rules change, so lists filtered with it (the menu,
 * search results) can memoize on it.
 */
export function useCan(): CanCheck {
  const ability = useAbility()
  const { rules } = ability
  return useCallback(
    ({ action, subject }) => {
      void rules // the dependency that gives the function a new identity when the rules change
      return ability.can(action as AbilityAction, subject as AbilitySubject)
    },
    [ability, rules],
  )
}

interface CanProps {
  I: AbilityAction
  a: AbilitySubject
  /** render when the ability is missing instead */
  not?: boolean
  children: ReactNode
}

/** `<Can I="read" a="ACL">…</Can>`: shows its children only to users with that ability. */
export function Can({ I, a, not = false, children }: CanProps) {
  const allowed = useCan()({ action: I, subject: a })
  return allowed !== not ? children : null
}
