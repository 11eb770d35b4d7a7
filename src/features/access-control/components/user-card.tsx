import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useSession } from '@/lib/auth/session'

export function UserCard() {
  const { t } = useTranslation(['accessControl', 'auth'])
  const { userData } = useSession()
  if (!userData) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('you.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar name={userData.fullName} src={userData.avatar} size="lg" />
          <div className="min-w-0">
            <p className="user-text truncate font-semibold">{userData.fullName}</p>
            <p className="user-text truncate text-sm text-muted-foreground">@{userData.username}</p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('you.role')}</dt>
          <dd>
            <Badge color={userData.role === 'admin' ? 'primary' : 'info'}>
              {t(`auth:roles.${userData.role}`)}
            </Badge>
          </dd>
          <dt className="text-muted-foreground">{t('you.email')}</dt>
          <dd className="user-text truncate">{userData.email}</dd>
        </dl>
      </CardContent>
    </Card>
  )
}
