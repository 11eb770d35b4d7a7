import { Link } from '@tanstack/react-router'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import { useTranslation } from 'react-i18next'

export type LoginPath = '/login' | '/pages/login-v1' | '/pages/login-v2'

export function BackToLogin({ to }: { to: LoginPath }) {
  const { t } = useTranslation('auth')
  return (
    <Link
      to={to}
      className="inline-flex items-center justify-center gap-1 self-center text-sm font-medium text-primary-ink hover:underline"
    >
      <ChevronLeft aria-hidden="true" className="rtl-flip size-4" />
      {t('forgot.backToLogin')}
    </Link>
  )
}
