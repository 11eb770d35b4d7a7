import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useHomePath } from '@/lib/ability'
import { MiscPageFrame } from './components/misc-page-frame'
import { MaintenanceArt } from './components/maintenance-art'

export function MaintenancePage() {
  const { t } = useTranslation('misc')
  const home = useHomePath()
  return (
    <MiscPageFrame title={t('maintenance.title')} message={t('maintenance.message')} art={<MaintenanceArt />}>
      <Button asChild>
        <Link to={home}>{t('maintenance.back')}</Link>
      </Button>
    </MiscPageFrame>
  )
}
