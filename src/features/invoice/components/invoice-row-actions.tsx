import { Link, useNavigate } from '@tanstack/react-router'
import Copy from 'lucide-react/icons/copy'
import Download from 'lucide-react/icons/download'
import Eye from 'lucide-react/icons/eye'
import MoreVertical from 'lucide-react/icons/ellipsis-vertical'
import Pencil from 'lucide-react/icons/pencil'
import Send from 'lucide-react/icons/send'
import Trash2 from 'lucide-react/icons/trash'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '@contract/invoice'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { toast } from '@/components/ui/toast'
import { useDuplicateInvoice } from '../api/invoice-mutations'
import { invoiceNumber } from '../invoice-display'

/** Send, preview, download, edit, duplicate and delete for one invoice; delete asks first (the page asks). */
export function InvoiceRowActions({
  invoice,
  onDelete,
}: {
  invoice: Invoice
  onDelete: (invoice: Invoice) => void
}) {
  const { t } = useTranslation('invoice')
  const navigate = useNavigate()
  const duplicate = useDuplicateInvoice()
  const params = { id: String(invoice.id) }
  const number = invoiceNumber(invoice.id)
  const onDuplicate = () =>
    duplicate.mutate(invoice.id, {
      onSuccess: ({ invoice: copy }) => {
        toast.success(t('toast.duplicated', { number, copy: invoiceNumber(copy.id) }))
        void navigate({ to: '/apps/invoice/edit/$id', params: { id: String(copy.id) } })
      },
      onError: (error) => toast.error(t('toast.failed'), { description: error.message }),
    })
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon-sm" asChild>
        <Link to="/apps/invoice/preview/$id" params={params} aria-label={t('actions.preview', { number })}>
          <Eye aria-hidden />
        </Link>
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={t('actions.menu', { number })}>
            <MoreVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link to="/apps/invoice/preview/$id" params={params} search={{ sheet: 'send' }}>
              <Send aria-hidden /> {t('actions.send')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/apps/invoice/print/$id" params={params} target="_blank">
              <Download aria-hidden /> {t('actions.download')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/apps/invoice/edit/$id" params={params}>
              <Pencil aria-hidden /> {t('actions.edit')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onDuplicate}>
            <Copy aria-hidden /> {t('actions.duplicate')}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => onDelete(invoice)}>
            <Trash2 aria-hidden /> {t('actions.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}
