import X from 'lucide-react/icons/x'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { numberFormat } from '@/lib/intl'

/**
 * Shown while rows are selected: how many, the page's actions for them, and a way to clear the selection.
 * It is a toolbar, so screen readers hear it as a group of actions; the count is announced as it changes.
 */
export function DataTableBulkBar({
  count,
  onClear,
  children,
}: {
  count: number
  onClear: () => void
  children?: ReactNode
}) {
  const { t, i18n } = useTranslation('dataTable')
  if (count === 0) return null
  return (
    <div
      role="toolbar"
      aria-label={t('bulkActions')}
      className="flex flex-wrap items-center gap-2 border-b border-border bg-primary-light px-4 py-2 text-sm"
    >
      <p aria-live="polite" className="me-auto font-medium text-primary-ink">
        {t('selected', { count, formatted: numberFormat(i18n.language).format(count) })}
      </p>
      {children}
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden />
        {t('clearSelection')}
      </Button>
    </div>
  )
}
