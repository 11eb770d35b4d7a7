import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { currentPath, goToLogin } from '@/lib/auth/login-redirect'
import { useSession } from '@/lib/auth/session'

/** The `_app` branch's outlet, which also leaves for /login when the session ends while a page is open. */
export function SignedInOutlet() {
  const { isSignedIn } = useSession()
  // a log-out in another tab, or a refused refresh: the guard only runs on navigation, so watch here
  useEffect(() => {
    if (!isSignedIn) void goToLogin(currentPath())
  }, [isSignedIn])
  return <Outlet />
}
