import MailWarning from 'lucide-react/icons/mail-exclamation-point'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountCalls } from '@contract/account.calls'
import { MessageDialog } from '@/components/mail/message-dialog'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { API_BASE_URL } from '@/lib/backend/backend-ready'
import { apiFetch, isApiError } from '@/lib/http/client'

/** Set for the browser session when the user dismisses the reminder: the account id it was dismissed for. */
const DISMISSED_KEY = 'tessera.verifyEmailDismissed'

const wasDismissed = (accountId: number) => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === String(accountId)
  } catch {
    return false
  }
}

type Resend = 'idle' | 'sending' | 'sent' | 'tooMany' | 'failed'

/**
 * The reminder at the top of every signed-in page while the account's address is unverified (app-layout.tsx
 * loads it only then). "Resend" asks for a new link; in the browser demo, whose back end has no mail server, "Open
 * the message" shows the newest verification message. Dismissed, it stays away until the browser session ends.
 */
export function VerifyEmailBanner({ accountId, email }: { accountId: number; email: string }) {
  const { t } = useTranslation('account')
  const [dismissed, setDismissed] = useState(() => wasDismissed(accountId))
  const [resend, setResend] = useState<Resend>('idle')
  const [messageOpen, setMessageOpen] = useState(false)
  if (dismissed) return null
  // calls go to the back end in this browser: its messages stay in its outbox
  const demoOutbox = API_BASE_URL === ''

  const onResend = async () => {
    setResend('sending')
    try {
      await apiFetch(accountCalls.resendConfirmation)
      setResend('sent')
    } catch (error) {
      setResend(isApiError(error) && error.status === 429 ? 'tooMany' : 'failed')
    }
  }

  const onDismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, String(accountId))
    } catch {
      // storage unavailable: hidden until the next page load
    }
    setDismissed(true)
  }

  return (
    <>
      <Alert
        role="region"
        aria-label={t('verifyEmail.banner.title')}
        color="warning"
        icon={<MailWarning aria-hidden="true" />}
        title={t('verifyEmail.banner.title')}
        dismissLabel={t('verifyEmail.banner.dismiss')}
        onDismiss={onDismiss}
        className="mb-6"
        actions={
          <>
            <Button size="sm" color="warning" loading={resend === 'sending'} onClick={() => void onResend()}>
              {t('verifyEmail.banner.resend')}
            </Button>
            {demoOutbox && (
              <Button size="sm" variant="outline" color="warning" onClick={() => setMessageOpen(true)}>
                {t('verifyEmail.banner.openMessage')}
              </Button>
            )}
          </>
        }
      >
        <p>{t('verifyEmail.banner.body', { email })}</p>
        {demoOutbox && <p>{t('verifyEmail.banner.demoOutbox')}</p>}
        <p role="status" className="empty:hidden font-medium">
          {resend === 'sent'
            ? t('verifyEmail.banner.resent', { email })
            : resend === 'tooMany'
              ? t('verifyEmail.banner.tooMany')
              : resend === 'failed'
                ? t('verifyEmail.banner.failed')
                : ''}
        </p>
      </Alert>
      {demoOutbox && (
        <MessageDialog
          email={email}
          template="verifyEmail"
          open={messageOpen}
          onOpenChange={setMessageOpen}
        />
      )}
    </>
  )
}
