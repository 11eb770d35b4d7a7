import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { getAccessToken, getRefreshToken, getSessionSnapshot, setSession, useSession } from '@/lib/auth/session'
import { isApiError } from '@/lib/http/client'
import { verifyEmail } from '../api/verify-email'
import { BackToLogin, type LoginPath } from './back-to-login'
import { Confirmation } from './confirmation'

type Outcome = { kind: 'verified'; email: string } | { kind: 'refused' } | { kind: 'failed' }

/** The signed-in user, when it is the account just verified, no longer sees the banner (app-layout.tsx). */
function markVerified(email: string) {
  const { userData } = getSessionSnapshot()
  const accessToken = getAccessToken()
  const refreshToken = getRefreshToken()
  if (userData && accessToken && refreshToken && userData.email.toLowerCase() === email.toLowerCase())
    setSession({ userData: { ...userData, emailVerified: true }, accessToken, refreshToken })
}

/** What the verify-e-mail page shows under its heading (verify-email-page.tsx), with the way on. */
export function VerifyEmailOutcome({ token, loginTo }: { token: string | undefined; loginTo: LoginPath }) {
  const { t } = useTranslation('account')
  const { isSignedIn } = useSession()
  const [attempt, setAttempt] = useState(0)
  return (
    <>
      {token ? (
        <TokenCheck key={attempt} token={token} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Alert variant="soft" color="warning" title={t('verifyEmail.page.noLink')} />
      )}
      {isSignedIn ? (
        <Link to="/" className="self-center text-sm font-medium text-primary-ink hover:underline">
          {t('verifyEmail.page.toDashboard')}
        </Link>
      ) : (
        <BackToLogin to={loginTo} />
      )}
    </>
  )
}

/** Sends the token once it mounts and shows the outcome; "Try again" mounts a new one (a new `key`). */
function TokenCheck({ token, onRetry }: { token: string; onRetry: () => void }) {
  const { t } = useTranslation('account')
  const { isSignedIn } = useSession()
  const [outcome, setOutcome] = useState<Outcome>()

  useEffect(() => {
    let current = true
    verifyEmail(token).then(
      ({ email }) => {
        markVerified(email)
        if (current) setOutcome({ kind: 'verified', email })
      },
      (error: unknown) =>
        current &&
        setOutcome({ kind: isApiError(error) && error.fieldErrors?.token ? 'refused' : 'failed' }),
    )
    return () => {
      current = false
    }
  }, [token])

  if (!outcome)
    return (
      <div role="status" className="flex flex-col gap-3">
        <p className="text-sm">{t('verifyEmail.page.checking')}</p>
        <Skeleton className="h-20 w-full" />
      </div>
    )
  if (outcome.kind === 'verified')
    return (
      <Confirmation title={t('verifyEmail.page.doneTitle')}>
        <p>{t('verifyEmail.page.doneBody', { email: outcome.email })}</p>
      </Confirmation>
    )
  if (outcome.kind === 'refused')
    return (
      <Alert variant="soft" color="warning" title={t('verifyEmail.page.linkRefused')}>
        {t(isSignedIn ? 'verifyEmail.page.askAgainSignedIn' : 'verifyEmail.page.askAgain')}
      </Alert>
    )
  return (
    <Alert
      variant="soft"
      color="danger"
      live="alert"
      title={t('verifyEmail.page.failed')}
      actions={
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('verifyEmail.page.retry')}
        </Button>
      }
    />
  )
}
