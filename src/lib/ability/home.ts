import { isSignedIn, useSession } from '@/lib/auth/session'
import { can } from './ability'
import { useCan } from './use-can'

type Check = (rule: { action: string; subject: string }) => boolean

function pickHome(
  signedIn: boolean,
  check: Check,
): '/' | '/access-control' | '/login' | '/misc/not-authorized' {
  if (!signedIn) return '/login'
  if (check({ action: 'read', subject: 'Dashboard' })) return '/'
  if (check({ action: 'read', subject: 'ACL' })) return '/access-control'
  return '/misc/not-authorized'
}

/** Where "home" is for the current user: the dashboard for those who may read it (admin), else access control. */
export function homePath() {
  return pickHome(isSignedIn(), can)
}

export function useHomePath() {
  const signedIn = useSession().isSignedIn
  return pickHome(signedIn, useCan())
}
