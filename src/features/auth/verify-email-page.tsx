import { useTranslation } from 'react-i18next'
import { AuthFrame } from './components/auth-frame'
import { AuthHeading } from './components/auth-heading'
import { VerifyEmailOutcome } from './components/verify-email-outcome'

/**
 * Where the verification message's link leads: the page sends the link's token at once and says how it went. It
 * works signed in or not (the link may be opened on another device).
 */
export default function VerifyEmailPage({
  token,
}: {
  /** The `token` of the message's link. */
  token: string | undefined
}) {
  const { t } = useTranslation('account')
  return (
    <AuthFrame variant="v2" scene="register">
      <AuthHeading title={t('verifyEmail.page.title')}>{t('verifyEmail.page.subtitle')}</AuthHeading>
      <VerifyEmailOutcome token={token} loginTo="/login" />
    </AuthFrame>
  )
}
