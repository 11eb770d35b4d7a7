import type { LucideIcon } from 'lucide-react'
import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import CircleCheck from 'lucide-react/icons/circle-check'
import ChartPie from 'lucide-react/icons/chart-pie'
import Save from 'lucide-react/icons/save'
import Send from 'lucide-react/icons/send'
import type { InvoiceStatus } from '@contract/invoice.values'
import type { ThemeColor } from '@/components/ui/theme-color'

/** Each status's icon and colour; the key is its word in the `invoice` namespace (`status.partialPayment`). */
export const STATUS_LOOK: Record<InvoiceStatus, { icon: LucideIcon; color: ThemeColor; key: string }> = {
  Downloaded: { icon: ArrowDownToLine, color: 'info', key: 'downloaded' },
  Draft: { icon: Save, color: 'primary', key: 'draft' },
  Paid: { icon: CircleCheck, color: 'success', key: 'paid' },
  'Partial Payment': { icon: ChartPie, color: 'warning', key: 'partialPayment' },
  'Past Due': { icon: CircleAlert, color: 'danger', key: 'pastDue' },
  Sent: { icon: Send, color: 'secondary', key: 'sent' },
}

export const invoiceNumber = (id: number) => `#${id}`
