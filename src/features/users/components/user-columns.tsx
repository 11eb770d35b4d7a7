import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import { createDataTableColumnHelper, selectColumn } from '@/components/data-table'
import { Badge } from '@/components/ui/badge'
import { inkColorClass } from '@/components/ui/theme-color'
import { cn } from '@/lib/utils'
import { ROLE_LOOK, STATUS_COLOR } from '../user-display'
import { UserCell } from './user-cell'
import { UserRowActions } from './user-row-actions'

const col = createDataTableColumnHelper<User>()

/** The list's columns; ids are the back end's sort columns, so a sort maps straight onto the query. */
export function useUserColumns(onDelete: (user: User) => void) {
  const { t } = useTranslation('users')
  return useMemo(
    () => [
      selectColumn<User>((row) => row.fullName),
      col.accessor('fullName', {
        header: t('columns.user'),
        meta: { label: t('columns.user') },
        cell: ({ row }) => <UserCell user={row.original} />,
      }),
      col.accessor('email', { header: t('columns.email'), meta: { label: t('columns.email') } }),
      col.accessor('role', {
        header: t('columns.role'),
        meta: { label: t('columns.role'), csv: (value) => t(`role.${value as User['role']}`) },
        cell: ({ getValue }) => {
          const { icon: Icon, color } = ROLE_LOOK[getValue()]
          return (
            <span className="inline-flex items-center gap-2">
              <Icon aria-hidden className={cn('size-4', inkColorClass[color])} />
              {t(`role.${getValue()}`)}
            </span>
          )
        },
      }),
      col.accessor('currentPlan', {
        header: t('columns.plan'),
        meta: { label: t('columns.plan'), csv: (value) => t(`plan.${value as User['currentPlan']}`) },
        cell: ({ getValue }) => t(`plan.${getValue()}`),
      }),
      col.accessor('status', {
        header: t('columns.status'),
        meta: { label: t('columns.status'), csv: (value) => t(`status.${value as User['status']}`) },
        cell: ({ getValue }) => (
          <Badge color={STATUS_COLOR[getValue()]} pill>
            {t(`status.${getValue()}`)}
          </Badge>
        ),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        cell: ({ row }) => <UserRowActions user={row.original} onDelete={onDelete} />,
      }),
    ],
    [t, onDelete],
  )
}
