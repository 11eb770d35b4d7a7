import { useTranslation } from 'react-i18next'
import type { Invoice } from '@contract/invoice'
import { softColorClass } from '@/components/ui/theme-color'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import { STATUS_LOOK } from '../invoice-display'
import { useInvoiceFormat } from '../use-invoice-format'

/** The status as an icon; its tooltip (and accessible name) says the status, the balance and the due date. */
export function InvoiceStatusIcon({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoice')
  const format = useInvoiceFormat()
  const look = STATUS_LOOK[invoice.invoiceStatus]
  const Icon = look.icon
  const summary = t('list.statusSummary', {
    status: t(`status.${look.key}` as 'status.paid'),
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
              'inline-flex size-8 items-center justify-center rounded-full',
              softColorClass[look.color],
            )}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        </TooltipTrigger>
        <TooltipContent className="whitespace-pre-line">{summary}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  )
}
