import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '@contract/invoice'
import { createDataTableColumnHelper } from '@/components/data-table'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { STATUS_LOOK, invoiceNumber } from '../invoice-display'
import { useInvoiceFormat } from '../use-invoice-format'
import { InvoiceRowActions } from './invoice-row-actions'
import { InvoiceStatusIcon } from './invoice-status-icon'

const col = createDataTableColumnHelper<Invoice>()

/** The list's columns; ids are the back end's sort columns (`client` sorts by the client's name). */
export function useInvoiceColumns(onDelete: (invoice: Invoice) => void) {
  const { t } = useTranslation('invoice')
  const format = useInvoiceFormat()
  return useMemo(
    () => [
      col.accessor('id', {
        header: '#',
        meta: { label: t('columns.number'), csv: (value) => invoiceNumber(value as number) },
        cell: ({ getValue }) => (
          <Link
            to="/apps/invoice/preview/$id"
            params={{ id: String(getValue()) }}
            className="font-medium text-primary-ink hover:underline"
          >
            {invoiceNumber(getValue())}
          </Link>
        ),
      }),
      col.accessor('invoiceStatus', {
        header: t('columns.status'),
        meta: {
          label: t('columns.status'),
          csv: (value) => t(`status.${STATUS_LOOK[value as Invoice['invoiceStatus']].key}` as 'status.paid'),
        },
        cell: ({ row }) => <InvoiceStatusIcon invoice={row.original} />,
      }),
      col.accessor((invoice) => invoice.client.name, {
        id: 'client',
        header: t('columns.client'),
        meta: { label: t('columns.client') },
        cell: ({ row }) => (
          <div className="flex items-center gap-3">
            <span aria-hidden>
              <Avatar name={row.original.client.name} size="sm" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{row.original.client.name}</span>
              <span className="text-xs text-muted-foreground">{row.original.client.companyEmail}</span>
            </span>
          </div>
        ),
      }),
      col.accessor('total', {
        header: t('columns.total'),
        meta: { label: t('columns.total'), align: 'end' },
        cell: ({ getValue }) => format.money(getValue()),
      }),
      col.accessor('issuedDate', {
        header: t('columns.issuedDate'),
        meta: { label: t('columns.issuedDate') },
        cell: ({ getValue }) => format.day(getValue()),
      }),
      col.accessor('balance', {
        header: t('columns.balance'),
        meta: { label: t('columns.balance'), align: 'end' },
        cell: ({ getValue }) =>
          getValue() === 0 ? (
            <Badge color="success" pill>
              {t('status.paid')}
            </Badge>
          ) : (
            format.money(getValue())
          ),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        cell: ({ row }) => <InvoiceRowActions invoice={row.original} onDelete={onDelete} />,
      }),
    ],
    [t, format, onDelete],
  )
}
