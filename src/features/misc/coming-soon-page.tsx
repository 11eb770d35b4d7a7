import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useHomePath } from '@/lib/ability'
import { ComingSoonArt } from './components/misc-art'
import { MiscPageFrame } from './components/misc-page-frame'
import { NotifyMeForm } from './components/notify-me-form'

export function ComingSoonPage() {
  const { t } = useTranslation(['misc', 'common'])
  const home = useHomePath()
  return (
    <MiscPageFrame
      title={t('misc:comingSoon.title')}
      message={t('misc:comingSoon.message')}
      art={<ComingSoonArt />}
    >
      <NotifyMeForm />
      <Button asChild variant="link">
        <Link to={home}>{t('common:backHome')}</Link>
      </Button>
    </MiscPageFrame>
  )
}
