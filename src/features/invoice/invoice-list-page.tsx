import { Link } from '@tanstack/react-router'
import Plus from 'lucide-react/icons/plus'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '@contract/invoice'
import { DataTable, useTableUrlState, type ServerExport } from '@/components/data-table'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { getInvoices, useInvoices, type InvoicesQuery } from './api/get-invoices'
import { DeleteInvoiceDialog } from './components/delete-invoice-dialog'
import { useInvoiceColumns } from './components/invoice-columns'
import { StatusFilter } from './components/status-filter'
import { INVOICE_PAGE_SIZES, invoiceListFields } from './list-search'

const EMPTY: Invoice[] = []
const invoiceId = (invoice: Invoice) => String(invoice.id)

/** Invoices: search, status, page, size and sort in the URL; each row's actions; "Create invoice". */
export function InvoiceListPage() {
  const { t } = useTranslation('invoice')
  const { search, setSearch, table, setTable } = useTableUrlState(invoiceListFields)
  const [deleting, setDeleting] = useState<Invoice>()
  const onDelete = useCallback((invoice: Invoice) => setDeleting(invoice), [])
  const columns = useInvoiceColumns(onDelete)
  const query: InvoicesQuery = {
    q: search.q.trim() || undefined,
    status: search.status,
    page: search.page,
    perPage: search.perPage,
    sortColumn: search.sortColumn,
    sort: search.sortColumn ? search.sort : undefined,
  }
  const reply = useInvoices(query)
  // the export reads every invoice the search, status and sort keep, page by page through the list's own call
  const serverExport: ServerExport<Invoice> = {
    fetchPage: (page, perPage, signal) =>
      getInvoices({ ...query, page, perPage }, signal).then((r) => ({ rows: r.invoices, total: r.total })),
  }
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
      {/* the page's h1 names the list (a card title said "Invoices" again); the status filter sits in the table's
          toolbar, in line with the search and the buttons */}
      <Card className="min-w-0 overflow-hidden">
        <DataTable
          mode="server"
          caption={t('list.caption')}
          columns={columns}
          data={reply.data?.invoices ?? EMPTY}
          total={reply.data?.total ?? 0}
          getRowId={invoiceId}
          state={table}
          onStateChange={setTable}
          pageSizes={INVOICE_PAGE_SIZES}
          isLoading={reply.isPending}
          isUpdating={reply.isPlaceholderData}
          isError={reply.isError}
          onRetry={() => void reply.refetch()}
          searchLabel={t('list.search')}
          exportFileName="invoices"
          serverExport={serverExport}
          toolbar={
            <>
              <StatusFilter value={search.status} onChange={(status) => setSearch({ status, page: 1 })} />
              <Button asChild>
                <Link to="/apps/invoice/add">
                  <Plus aria-hidden /> {t('list.create')}
                </Link>
              </Button>
            </>
          }
        />
      </Card>
      <DeleteInvoiceDialog invoice={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  )
}
