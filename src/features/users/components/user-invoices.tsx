import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '@contract/invoice'
import { SimpleTable, type SimpleColumn } from '@/components/data-table/simple-table'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useUserInvoices } from '../api/get-user-invoices'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

const STATUS_KEY = {
  Downloaded: 'downloaded',
  Draft: 'draft',
  Paid: 'paid',
  'Partial Payment': 'partialPayment',
  'Past Due': 'pastDue',
  Sent: 'sent',
} as const satisfies Record<Invoice['invoiceStatus'], string>

/** The invoices made out to this user's email, newest first, each linking to its preview. */
export function UserInvoices({ email }: { email: string }) {
  const { t, i18n } = useTranslation('users')
  const reply = useUserInvoices(email)
  const money = numberFormat(i18n.language, { style: 'currency', currency: 'USD' })
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const columns: SimpleColumn<Invoice>[] = [
    {
      id: 'number',
      header: '#',
      renderCell: (invoice) => (
        <Link
          to="/apps/invoice/preview/$id"
          params={{ id: String(invoice.id) }}
          className="font-medium text-primary-ink hover:underline"
        >
          #{invoice.id}
        </Link>
      ),
    },
    {
      id: 'issued',
      header: t('invoices.issued'),
      renderCell: (invoice) => day.format(new Date(`${invoice.issuedDate}T00:00:00Z`)),
    },
    {
      id: 'status',
      header: t('invoices.status'),
      renderCell: (invoice) => t(`invoiceStatus.${STATUS_KEY[invoice.invoiceStatus]}`),
    },
    {
      id: 'total',
      header: t('invoices.total'),
      align: 'end',
      renderCell: (invoice) => money.format(invoice.total),
    },
    {
      id: 'balance',
      header: t('invoices.balance'),
      align: 'end',
      renderCell: (invoice) => money.format(invoice.balance),
    },
  ]
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('invoices.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!reply.data ? (
          <Skeleton className="h-32" />
        ) : reply.data.invoices.length === 0 ? (
          <p className="text-muted-foreground">{t('invoices.none')}</p>
        ) : (
          <SimpleTable
            caption={t('invoices.title')}
            hideCaption
            columns={columns}
            rows={reply.data.invoices}
            rowKey={(invoice) => invoice.id}
            narrow="cards"
          />
        )}
      </CardContent>
    </Card>
  )
}
