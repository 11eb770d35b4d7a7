import { useTranslation } from 'react-i18next'
import { AuthFrame } from './components/auth-frame'
import { AuthHeading } from './components/auth-heading'
import { LoginForm } from './components/login-form'
import { AUTH_PATHS, lookOf, type AuthFlavour } from './paths'

export function LoginPage({ flavour, redirect }: { flavour: AuthFlavour; redirect?: string }) {
  const { t } = useTranslation('auth')
  const paths = AUTH_PATHS[flavour]
  return (
    <AuthFrame variant={lookOf(flavour)} scene="login">
      <AuthHeading title={t('login.title')}>{t('login.subtitle')}</AuthHeading>
      <LoginForm redirect={redirect} forgotPasswordTo={paths.forgot} registerTo={paths.register} />
    </AuthFrame>
  )
}
