import Menu from 'lucide-react/icons/menu'
import { useTranslation } from 'react-i18next'
import type { TaskSort } from '@contract/todo'
import { Button } from '@/components/ui/button'
import { DebouncedSearchInput } from '@/components/ui/search-input'
import { SortMenu } from './sort-menu'

interface TodoToolbarProps {
  q: string
  sortBy: TaskSort | undefined
  /** Given on narrow screens, where the sidebar is a drawer. */
  onOpenSidebar?: () => void
  onSearch: (q: string) => void
  onSort: (sortBy: TaskSort | undefined) => void
}

export function TodoToolbar({ q, sortBy, onOpenSidebar, onSearch, onSort }: TodoToolbarProps) {
  const { t } = useTranslation('todo')
  return (
    <div className="flex items-center gap-2 border-b border-border p-3">
      {onOpenSidebar && (
        <Button
          variant="ghost"
          color="secondary"
          size="icon"
          aria-label={t('sidebar.open')}
          onClick={onOpenSidebar}
        >
          <Menu aria-hidden />
        </Button>
      )}
      <DebouncedSearchInput
        value={q}
        onCommit={onSearch}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      <SortMenu value={sortBy} onChange={onSort} />
    </div>
  )
}
