import ArrowDownUp from 'lucide-react/icons/arrow-down-up'
import { useTranslation } from 'react-i18next'
import { TASK_SORTS, type TaskSort } from '@contract/todo.values'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

// The menu offers the API's orders with the alphabetical pair first, as people scan for them.
const ORDER: TaskSort[] = ['title-asc', 'title-desc', 'assignee', 'due-date', 'latest']

interface SortMenuProps {
  value: TaskSort | undefined
  onChange: (sortBy: TaskSort | undefined) => void
}

/** Sorting by a field, or Reset back to the user's own order (new tasks first, reorderable). */
export function SortMenu({ value, onChange }: SortMenuProps) {
  const { t } = useTranslation('todo')
  const current = value ? t(`sort.${value}`) : t('sort.own')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" color="secondary" aria-label={t('sort.trigger', { current })}>
          <ArrowDownUp aria-hidden />
          <span className="hidden sm:inline">{current}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-52">
        <DropdownMenuLabel>{t('sort.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={value ?? ''}
          onValueChange={(next) => onChange(TASK_SORTS.find((sort) => sort === next))}
        >
          {ORDER.map((sort) => (
            <DropdownMenuRadioItem key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </DropdownMenuRadioItem>
          ))}
          <DropdownMenuSeparator />
          {/* '' is the user's own order: no sortBy in the URL */}
          <DropdownMenuRadioItem value="">{t('sort.reset')}</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
