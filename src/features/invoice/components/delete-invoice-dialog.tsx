import { useTranslation } from 'react-i18next'
import type { Invoice } from '@contract/invoice'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { useDeleteInvoice } from '../api/invoice-mutations'
import { invoiceNumber } from '../invoice-display'

/** Asks before deleting an invoice. */
export function DeleteInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice | undefined
  onClose: () => void
}) {
  const { t } = useTranslation('invoice')
  const remove = useDeleteInvoice()
  const number = invoice ? invoiceNumber(invoice.id) : ''
  return (
    <ConfirmDialog
      open={invoice !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title', { number })}
      description={t('delete.body')}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      confirming={remove.isPending}
      onConfirm={() =>
        invoice &&
        remove.mutate(invoice.id, {
          onSuccess: () => {
            toast.success(t('toast.deleted', { number }))
            onClose()
          },
          onError: (error) => toast.error(t('toast.failed'), { description: error.message }),
        })
      }
    />
  )
}
