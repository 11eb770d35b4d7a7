import { useTranslation } from 'react-i18next'
import { AuthFrame } from './components/auth-frame'
import { AuthHeading } from './components/auth-heading'
import { ResetPasswordForm } from './components/lazy-forms'
import { AUTH_PATHS, type AuthFlavour } from './paths'

export function ResetPasswordPage({ flavour }: { flavour: Exclude<AuthFlavour, 'app'> }) {
  const { t } = useTranslation('auth')
  return (
    <AuthFrame variant={flavour} scene="reset">
      <AuthHeading title={t('reset.title')}>{t('reset.subtitle')}</AuthHeading>
      <ResetPasswordForm loginTo={AUTH_PATHS[flavour].login} />
    </AuthFrame>
  )
}
