import { useTranslation } from 'react-i18next'
import type { Transaction } from '@contract/cards'
import { Badge } from '@/components/ui/badge'
import { useNumberFormat } from '@/components/cards'

const STATUS_COLOR = { paid: 'success', pending: 'warning', refunded: 'danger' } as const

export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  const { t, i18n } = useTranslation('dashboards')
  const money = useNumberFormat({ style: 'currency', currency: 'USD' })
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  return (
    // the table scrolls inside the card at phone width instead of widening the page; a focusable region lets
    // keyboard users scroll it too (WCAG 2.1.1, axe scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('transactions.title')}>
      <table className="w-full text-sm">
        <caption className="pb-2 text-start font-medium">{t('transactions.title')}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('transactions.customer')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('transactions.date')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('transactions.method')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('transactions.status')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('transactions.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((row) => (
            <tr key={row.id} className="border-t border-border">
              <th scope="row" className="py-2 pe-3 text-start font-normal whitespace-nowrap">
                {row.customer}
              </th>
              <td className="py-2 pe-3 whitespace-nowrap">
                {date.format(new Date(`${row.date}T00:00:00Z`))}
              </td>
              <td className="py-2 pe-3 whitespace-nowrap">{t(`transactions.methods.${row.method}`)}</td>
              <td className="py-2 pe-3">
                <Badge color={STATUS_COLOR[row.status]}>{t(`transactions.statuses.${row.status}`)}</Badge>
              </td>
              <td className="py-2 text-end whitespace-nowrap tabular-nums">{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
