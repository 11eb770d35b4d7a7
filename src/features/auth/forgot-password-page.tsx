import { useTranslation } from 'react-i18next'
import { AuthFrame } from './components/auth-frame'
import { AuthHeading } from './components/auth-heading'
import { ForgotPasswordForm } from './components/lazy-forms'
import { AUTH_PATHS, lookOf, type AuthFlavour } from './paths'

export function ForgotPasswordPage({ flavour }: { flavour: AuthFlavour }) {
  const { t } = useTranslation('auth')
  const paths = AUTH_PATHS[flavour]
  return (
    <AuthFrame variant={lookOf(flavour)} scene="forgot">
      <AuthHeading title={t('forgot.title')}>{t('forgot.subtitle')}</AuthHeading>
      <ForgotPasswordForm loginTo={paths.login} resetTo={paths.reset} />
    </AuthFrame>
  )
}
