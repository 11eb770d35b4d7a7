import type { ReactNode } from 'react'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DebouncedSearchInput } from '@/components/ui/search-input'

/** Search at the start; the column menu, export and the page's own buttons at the end. Wraps on phones. */
export function DataTableToolbar({
  search,
  onSearch,
  searchLabel,
  onExport,
  exportLabel,
  children,
}: {
  search?: string
  onSearch?: (text: string) => void
  searchLabel?: string
  onExport?: () => void
  exportLabel?: string
  children?: ReactNode
}) {
  const { t } = useTranslation('dataTable')
  return (
    <div className="flex flex-wrap items-center gap-3 p-4">
      {onSearch && (
        <DebouncedSearchInput
          value={search ?? ''}
          onCommit={onSearch}
          aria-label={searchLabel ?? t('search')}
          placeholder={t('searchPlaceholder')}
          className="min-w-48 basis-64 grow-0 max-sm:grow"
        />
      )}
      <div className="ms-auto flex flex-wrap items-center gap-2">
        {children}
        {onExport && (
          <Button variant="outline" size="sm" onClick={onExport}>
            <Download aria-hidden />
            {exportLabel ?? t('exportCsv')}
          </Button>
        )}
      </div>
    </div>
  )
}
