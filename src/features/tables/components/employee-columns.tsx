import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Employee } from '@contract/datatables'
import { createDataTableColumnHelper, selectColumn } from '@/components/data-table'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { EMPLOYEE_STATUSES } from '../employee-status'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

const col = createDataTableColumnHelper<Employee>()

/*
 * The narrowest screen (CSS px of the window) that shows each column at first; below it the column starts hidden
 * and the Columns menu brings it back. The least needed go first, so a desktop (1440 px with the side menu) shows
 * the table without scrolling sideways and a phone keeps the name and the status. The e-mail is always in the
 * name cell, so its own column starts hidden everywhere.
 */
const SHOWN_FROM: Partial<Record<keyof Employee, number>> = {
  email: Infinity,
  age: 1600,
  experience: 1600,
  city: 1280,
  start_date: 1024,
  post: 768,
  salary: 640,
}

/** The columns to hide at first on a window this wide (read once, when the table opens). */
export function initialHiddenEmployeeColumns(width: number = window.innerWidth): string[] {
  return Object.entries(SHOWN_FROM).flatMap(([id, from]) => (width < (from ?? 0) ? [id] : []))
}

/** The employee columns both data-table pages share, translated and formatted for the current language. */
export function useEmployeeColumns() {
  const { t, i18n } = useTranslation('tables')
  const language = i18n.language
  return useMemo(() => {
    const money = numberFormat(language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    })
    const date = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
    // each row's badge reads its word from here, not from i18next (a long table draws many rows a frame)
    const statusWords = new Map(
      Object.entries(EMPLOYEE_STATUSES).map(([value, { key }]) => [
        Number(value),
        t(`status.${key}` as 'status.current'),
      ]),
    )
    const status = (value: unknown) => statusWords.get(value as Employee['status']) ?? String(value)
    return [
      selectColumn<Employee>((row) => row.full_name),
      col.accessor('full_name', {
        header: t('columns.name'),
        meta: { label: t('columns.name') },
        cell: ({ row }) => (
          <div className="flex items-center gap-3">
            <span aria-hidden>
              <Avatar
                name={row.original.full_name}
                size="sm"
                color={EMPLOYEE_STATUSES[row.original.status].color}
              />
            </span>
            {/* on a phone the name column gives way: the address breaks anywhere rather than push the table wide */}
            <span className="flex min-w-0 flex-col max-sm:whitespace-normal">
              <span className="font-medium">{row.original.full_name}</span>
              <span className="text-xs text-muted-foreground max-sm:[overflow-wrap:anywhere]">
                {row.original.email}
              </span>
            </span>
          </div>
        ),
      }),
      col.accessor('email', { header: t('columns.email'), meta: { label: t('columns.email') } }),
      col.accessor('post', { header: t('columns.post'), meta: { label: t('columns.post') } }),
      col.accessor('city', { header: t('columns.city'), meta: { label: t('columns.city') } }),
      col.accessor('start_date', {
        header: t('columns.startDate'),
        meta: { label: t('columns.startDate') },
        cell: ({ getValue }) => date.format(new Date(getValue())),
      }),
      col.accessor('salary', {
        header: t('columns.salary'),
        meta: { label: t('columns.salary'), align: 'end' },
        cell: ({ getValue }) => money.format(getValue()),
      }),
      col.accessor('age', { header: t('columns.age'), meta: { label: t('columns.age'), align: 'end' } }),
      col.accessor('experience', {
        header: t('columns.experience'),
        meta: { label: t('columns.experience') },
        sortFn: 'alphanumeric',
      }),
      col.accessor('status', {
        header: t('columns.status'),
        meta: { label: t('columns.status'), csv: status },
        cell: ({ getValue }) => (
          <Badge color={EMPLOYEE_STATUSES[getValue()].color} pill>
            {status(getValue())}
          </Badge>
        ),
      }),
    ]
  }, [t, language])
}
