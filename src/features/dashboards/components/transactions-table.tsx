import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Transaction } from '@contract/cards'
import { useNumberFormat } from '@/components/cards'
import { SimpleTable, type SimpleColumn } from '@/components/data-table/simple-table'
import { Badge } from '@/components/ui/badge'
import { dateTimeFormat } from '@/lib/intl'

const STATUS_COLOR = { paid: 'success', pending: 'warning', refunded: 'danger' } as const

export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  const { t, i18n } = useTranslation('dashboards')
  const money = useNumberFormat({ style: 'currency', currency: 'USD' })
  const date = dateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  const columns: SimpleColumn<Transaction>[] = [
    {
      id: 'customer',
      header: t('transactions.customer'),
      // a payment for one of the caller's own shop orders links to that order
      renderCell: (row) => (
        <div className="flex flex-col">
          <span>{row.customer}</span>
          {row.orderId !== null && (
            <Link
              to="/apps/ecommerce/orders/$id"
              params={{ id: String(row.orderId) }}
              aria-label={t('transactions.openOrder', { id: row.id })}
              className="inline-flex min-h-6 items-center self-start text-sm text-primary-ink underline-offset-4 hover:underline"
            >
              {row.id}
            </Link>
          )}
        </div>
      ),
      className: 'whitespace-nowrap',
    },
    {
      id: 'date',
      header: t('transactions.date'),
      renderCell: (row) => date.format(new Date(`${row.date}T00:00:00Z`)),
      className: 'whitespace-nowrap',
    },
    {
      id: 'method',
      header: t('transactions.method'),
      renderCell: (row) => t(`transactions.methods.${row.method}`),
      className: 'whitespace-nowrap',
    },
    {
      id: 'status',
      header: t('transactions.status'),
      renderCell: (row) => (
        <Badge color={STATUS_COLOR[row.status]}>{t(`transactions.statuses.${row.status}`)}</Badge>
      ),
    },
    {
      id: 'amount',
      header: t('transactions.amount'),
      align: 'end',
      renderCell: (row) => money(row.amount),
      className: 'whitespace-nowrap tabular-nums',
    },
  ]
  return (
    // five columns do not fit a phone: there each payment becomes a card, so status and amount stay in view
    <SimpleTable
      caption={t('transactions.title')}
      columns={columns}
      rows={transactions}
      rowKey={(row) => row.id}
      narrow="cards"
    />
  )
}
