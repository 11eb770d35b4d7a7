import { RotateCcw, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** Submit and Reset, the same on every form of these pages. */
export function FormActions({ onReset, className }: { onReset: () => void; className?: string }) {
  const { t } = useTranslation('uiForms')
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <Button type="submit">
        <Send aria-hidden />
        {t('common.submit')}
      </Button>
      <Button type="button" variant="outline" color="neutral" onClick={onReset}>
        <RotateCcw aria-hidden />
        {t('common.reset')}
      </Button>
    </div>
  )
}

export type SentRow = readonly [label: string, value: ReactNode]

/** What a form sent, as a definition list under it; announced politely as it appears. */
export function SentSummary({ rows, className }: { rows: readonly SentRow[] | null; className?: string }) {
  const { t } = useTranslation('uiForms')
  return (
    <div role="status" className={cn(rows && 'rounded-lg border bg-muted/40 p-4', className)}>
      {rows && (
        <>
          <p className="mb-2 font-medium">{t('common.sentTitle')}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words">{value === '' || value == null ? '—' : value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  )
}
