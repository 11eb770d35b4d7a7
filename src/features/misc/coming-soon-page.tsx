import { Link } from '@tanstack/react-router'
import { Rocket } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useHomePath } from '@/lib/ability'
import { MiscPageFrame } from './components/misc-page-frame'
import { NotifyMeForm } from './components/notify-me-form'

export function ComingSoonPage() {
  const { t } = useTranslation(['misc', 'common'])
  const home = useHomePath()
  return (
    <MiscPageFrame
      title={t('misc:comingSoon.title')}
      message={t('misc:comingSoon.message')}
      art={
        <span className="flex size-28 items-center justify-center rounded-full bg-primary-light text-primary-ink">
          <Rocket className="size-14" />
        </span>
      }
    >
      <NotifyMeForm />
      <Button asChild variant="link">
        <Link to={home}>{t('common:backHome')}</Link>
      </Button>
    </MiscPageFrame>
  )
}
