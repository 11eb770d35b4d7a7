import UserCheck from 'lucide-react/icons/user-check'
import UserRound from 'lucide-react/icons/user-round'
import UserX from 'lucide-react/icons/user-x'
import Users from 'lucide-react/icons/users'
import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import { StatisticTile, useNumberFormat } from '@/components/cards'
import { Skeleton } from '@/components/ui/skeleton'
import { useAllUsers } from '../api/get-all-users'

const count = (users: User[], status?: User['status']) =>
  status ? users.filter((user) => user.status === status).length : users.length

/** Total, active, pending and inactive users, counted from the stored users. */
export function UserStats() {
  const { t } = useTranslation('users')
  const format = useNumberFormat()
  const { data } = useAllUsers()
  const tiles = [
    { key: 'total', icon: Users, color: 'primary', status: undefined },
    { key: 'active', icon: UserCheck, color: 'success', status: 'active' },
    { key: 'pending', icon: UserRound, color: 'warning', status: 'pending' },
    { key: 'inactive', icon: UserX, color: 'secondary', status: 'inactive' },
  ] as const
  return (
    <section aria-label={t('stats.label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {tiles.map((tile) =>
        data ? (
          <StatisticTile
            key={tile.key}
            icon={tile.icon}
            color={tile.color}
            value={format(count(data, tile.status))}
            label={t(`stats.${tile.key}`)}
          />
        ) : (
          <Skeleton key={tile.key} className="h-21 rounded-xl" />
        ),
      )}
    </section>
  )
}
