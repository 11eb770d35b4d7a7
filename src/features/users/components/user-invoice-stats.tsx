import FileText from 'lucide-react/icons/file-text'
import Wallet from 'lucide-react/icons/wallet'
import { useTranslation } from 'react-i18next'
import { fromCents, toCents } from '@contract/invoice-totals'
import { Skeleton } from '@/components/ui/skeleton'
import { numberFormat } from '@/lib/intl'
import { cn } from '@/lib/utils'
import { useUserInvoices } from '../api/get-user-invoices'

/** The info card's figures, from the invoices made out to the user: how many, and how much they have paid. */
export function UserInvoiceStats({ email }: { email: string }) {
  const { t, i18n } = useTranslation('users')
  const invoices = useUserInvoices(email).data?.invoices
  if (!invoices) return <Skeleton className="h-10 w-56" />
  const language = i18n.resolvedLanguage ?? i18n.language
  const paid = invoices.reduce(
    (cents, invoice) => cents + toCents(invoice.total) - toCents(invoice.balance),
    0,
  )
  const stats = [
    {
      key: 'invoices',
      icon: FileText,
      tone: 'bg-primary-light text-primary-ink',
      value: numberFormat(language).format(invoices.length),
    },
    {
      key: 'paid',
      icon: Wallet,
      tone: 'bg-success-light text-success-ink',
      value: numberFormat(language, { style: 'currency', currency: 'USD' }).format(fromCents(paid)),
    },
  ] as const
  return (
    <ul className="flex flex-wrap justify-center gap-x-8 gap-y-4">
      {stats.map(({ key, icon: Icon, tone, value }) => (
        <li key={key} className="flex items-center gap-3">
          <span aria-hidden className={cn('grid size-10 shrink-0 place-items-center rounded-md', tone)}>
            <Icon className="size-5" />
          </span>
          {/* read as "Invoices 5", shown with the figure on top */}
          <span className="flex flex-col-reverse text-start">
            <span className="text-sm text-muted-foreground">{t(`view.stats.${key}`)}</span>
            <span className="font-semibold">{value}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
