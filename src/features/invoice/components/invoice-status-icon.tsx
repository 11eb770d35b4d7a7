import { useTranslation } from 'react-i18next'
import type { Invoice } from '@contract/invoice'
import { softColorClass } from '@/components/ui/theme-color'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import { STATUS_LOOK } from '../invoice-display'
import { useInvoiceFormat } from '../use-invoice-format'

/**
 * The status as an icon and its word (an icon alone left the reader to learn the icons); the tooltip and the
 * accessible name, which begins with that word, add the balance and the due date.
 */
export function InvoiceStatusIcon({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoice')
  const format = useInvoiceFormat()
  const look = STATUS_LOOK[invoice.invoiceStatus]
  const Icon = look.icon
  const status = t(`status.${look.key}` as 'status.paid')
  const summary = t('list.statusSummary', {
    status,
    balance: format.money(invoice.balance),
    due: format.day(invoice.dueDate),
  })
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label={summary}
            className={cn(
              'inline-flex h-7 items-center gap-1.5 rounded-full ps-2 pe-2.5 text-xs font-medium whitespace-nowrap',
              softColorClass[look.color],
            )}
          >
            <Icon aria-hidden className="size-3.5 shrink-0" />
            {status}
          </button>
        </TooltipTrigger>
        <TooltipContent className="whitespace-pre-line">{summary}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  )
}
