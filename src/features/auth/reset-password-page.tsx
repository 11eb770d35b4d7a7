import { useTranslation } from 'react-i18next'
import { AuthFrame } from './components/auth-frame'
import { AuthHeading } from './components/auth-heading'
import { ResetPasswordForm } from './components/lazy-forms'
import { AUTH_PATHS, type AuthFlavour } from './paths'

export function ResetPasswordPage({
  flavour,
  token,
}: {
  flavour: Exclude<AuthFlavour, 'app'>
  /** The `token` of the reset message's link. */
  token: string | undefined
}) {
  const { t } = useTranslation('auth')
  return (
    <AuthFrame variant={flavour} scene="reset">
      <AuthHeading title={t('reset.title')}>{t('reset.subtitle')}</AuthHeading>
      <ResetPasswordForm
        token={token}
        loginTo={AUTH_PATHS[flavour].login}
        forgotTo={AUTH_PATHS[flavour].forgot}
      />
    </AuthFrame>
  )
}
