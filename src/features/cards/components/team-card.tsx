import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card, CardHeader, CardTitle } from '@/components/ui/card'
import { TEAM } from '../data'

export function TeamCard() {
  const { t } = useTranslation(['cards', 'common'])
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>{t('advance.team.title')}</CardTitle>
      </CardHeader>
      <ul className="flex flex-col px-6 pb-4">
        {TEAM.map((member) => (
          <li key={member.name} className="flex items-center gap-3 py-2">
            <Avatar
              name={member.name}
              color={member.color}
              status={member.status}
              statusLabel={t(`common:presence.${member.status}`)}
              size="md"
              shape="circle"
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="user-text truncate font-medium">{member.name}</span>
              <span className="truncate text-sm text-muted-foreground">
                {t(`advance.team.roles.${member.role}`)}
              </span>
            </div>
            <Badge color={member.color} dir="auto">
              {t('advance.team.hours', { count: member.hours })}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  )
}
