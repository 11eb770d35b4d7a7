import type { ReactNode } from 'react'
import type { AbilityAction, AbilitySubject } from './ability'
import { useCan } from './use-can'

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
