import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearchInput } from '@/components/ui/search-input'

/** Search at the start; the page's own buttons, the column menu and export (the children) at the end. Wraps on phones. */
export function DataTableToolbar({
  search,
  onSearch,
  searchLabel,
  children,
}: {
  search?: string
  onSearch?: (text: string) => void
  searchLabel?: string
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
      <div className="ms-auto flex flex-wrap items-center gap-2">{children}</div>
    </div>
  )
}
