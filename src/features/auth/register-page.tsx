import { useTranslation } from 'react-i18next'
import { AuthFrame } from './components/auth-frame'
import { AuthHeading } from './components/auth-heading'
import { RegisterForm } from './components/lazy-forms'
import { AUTH_PATHS, lookOf, type AuthFlavour } from './paths'

export function RegisterPage({ flavour }: { flavour: AuthFlavour }) {
  const { t } = useTranslation('auth')
  return (
    <AuthFrame variant={lookOf(flavour)} scene="register">
      <AuthHeading title={t('register.title')}>{t('register.subtitle')}</AuthHeading>
      <RegisterForm loginTo={AUTH_PATHS[flavour].login} />
    </AuthFrame>
  )
}
