import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/**
 * An invoice's figures as a description list: one row per `[label, amount]` already formatted, then the total
 * under a rule, then any rows passed as children (the document adds the balance). Shared by the invoice document
 * and the editor's live summary.
 */
export function TotalsList({
  rows,
  total,
  totalTestId,
  className,
  children,
  ...props
}: ComponentProps<'dl'> & {
  rows: readonly (readonly [label: string, amount: string])[]
  total: string
  totalTestId: string
  children?: ReactNode
}) {
  const { t } = useTranslation('invoice')
  return (
    <dl className={cn('grid min-w-56 grid-cols-[1fr_auto] gap-x-6 gap-y-1', className)} {...props}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-end tabular-nums">{value}</dd>
        </div>
      ))}
      {/* one rule over both columns: a border on each cell would break at the gap between them */}
      <div className="col-span-2 grid grid-cols-subgrid border-t pt-2 font-semibold">
        <dt>{t('doc.total')}</dt>
        <dd className="text-end tabular-nums" data-testid={totalTestId}>
          {total}
        </dd>
      </div>
      {children}
    </dl>
  )
}
