import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useHomePath } from '@/lib/ability'
import { NotFoundArt } from './components/misc-art'
import { MiscPageFrame } from './components/misc-page-frame'

/** The 404 page: unknown routes and `/misc/error` both show it. */
export function ErrorPage() {
  const { t } = useTranslation(['misc', 'common'])
  const home = useHomePath()
  return (
    <MiscPageFrame
      title={t('misc:notFound.title')}
      message={t('misc:notFound.message')}
      art={<NotFoundArt />}
    >
      <Button asChild>
        <Link to={home}>{t('common:backHome')}</Link>
      </Button>
    </MiscPageFrame>
  )
}
