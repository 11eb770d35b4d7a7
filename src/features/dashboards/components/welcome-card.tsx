import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Card, CardContent } from '@/components/ui/card'
import { useSession } from '@/lib/auth/session'

/** Greets the signed-in user by name; the only card that needs no call. */
export function WelcomeCard() {
  const { t } = useTranslation('dashboards')
  const { userData } = useSession()
  const name = userData?.fullName ?? userData?.username ?? ''
  return (
    <Card>
      <CardContent className="flex items-center gap-4 py-6">
        <Avatar name={name} src={userData?.avatar || undefined} size="lg" />
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-primary-ink">{t('welcome.title', { name })}</h2>
          <p className="text-sm text-muted-foreground">{t('welcome.text')}</p>
        </div>
      </CardContent>
    </Card>
  )
}
