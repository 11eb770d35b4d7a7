import { AbilityProvider as CaslAbilityProvider } from '@casl/react'
import type { ReactNode } from 'react'
import { appAbility, type AbilityAction, type AbilitySubject } from './ability'
import { useCan } from './use-can'

export function AbilityProvider({ children }: { children: ReactNode }) {
  return <CaslAbilityProvider value={appAbility}>{children}</CaslAbilityProvider>
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
