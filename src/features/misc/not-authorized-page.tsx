import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useHomePath } from '@/lib/ability'
import { useSession } from '@/lib/auth/session'
import { signOut } from '@/lib/auth/sign-out'
import { NotAuthorizedArt } from './components/misc-art'
import { MiscPageFrame } from './components/misc-page-frame'

/** Where the guards send users who lack a page's ability: explains, and offers home or another account. */
export function NotAuthorizedPage() {
  const { t } = useTranslation('misc')
  const home = useHomePath()
  const { isSignedIn } = useSession()
  return (
    <MiscPageFrame
      title={t('notAuthorized.title')}
      message={t('notAuthorized.message')}
      art={<NotAuthorizedArt />}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={home}>{t('notAuthorized.home')}</Link>
        </Button>
        {isSignedIn && (
          <Button variant="outline" onClick={() => void signOut()}>
            {t('notAuthorized.switchUser')}
          </Button>
        )}
      </div>
    </MiscPageFrame>
  )
}
