import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { homePath } from '@/lib/ability'
import { safeRedirect } from '@/lib/auth/login-redirect'
import { setSession, type Session } from '@/lib/auth/session'

/**
 * After a successful login or register: store the session (which rebuilds the abilities), greet the user by
 * name and role, and go back where they came from when that is a page of this app, else to their home.
 */
export function useCompleteSignIn(redirect: string | undefined) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  /** `remember`: kept past the browser session (sign-in's "Remember me"); register always remembers. */
  return async (session: Session, remember = true) => {
    setSession(session, remember)
    const { fullName, role } = session.userData
    toast.success(t('welcome.title', { name: fullName }), {
      description: t('welcome.body', { role: t(`roles.${role}`) }),
    })
    await navigate({ href: safeRedirect(redirect) ?? homePath(), replace: true })
  }
}
