import type { LucideIcon } from 'lucide-react'
import CircleCheck from 'lucide-react/icons/circle-check'
import ClipboardList from 'lucide-react/icons/clipboard-list'
import Plus from 'lucide-react/icons/plus'
import Star from 'lucide-react/icons/star'
import Trash2 from 'lucide-react/icons/trash'
import { useTranslation } from 'react-i18next'
import { TASK_TAGS, type TaskFilter, type TaskTag } from '@contract/todo.values'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { TAG_DOT_CLASS } from '../tags'

const FILTERS: { filter: TaskFilter | undefined; key: 'all' | TaskFilter; icon: LucideIcon }[] = [
  { filter: undefined, key: 'all', icon: ClipboardList },
  { filter: 'important', key: 'important', icon: Star },
  { filter: 'completed', key: 'completed', icon: CircleCheck },
  { filter: 'deleted', key: 'deleted', icon: Trash2 },
]

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm transition-colors hover:bg-muted aria-[current=true]:bg-primary-light aria-[current=true]:font-medium aria-[current=true]:text-primary-ink'

interface TodoSidebarProps {
  filter: TaskFilter | undefined
  tag: TaskTag | undefined
  onAdd: () => void
  onChange: (patch: { filter?: TaskFilter; tag?: TaskTag }) => void
}

/** Add Task, the four views and the five tags; a tag narrows whichever view is open, a second click drops it. */
export function TodoSidebar({ filter, tag, onAdd, onChange }: TodoSidebarProps) {
  const { t } = useTranslation('todo')
  return (
    <nav aria-label={t('sidebar.label')} className="flex flex-col gap-5 p-4">
      <Button onClick={onAdd} className="w-full">
        <Plus aria-hidden />
        {t('addTask')}
      </Button>
      <ul className="flex flex-col gap-0.5">
        {FILTERS.map(({ filter: value, key, icon: Icon }) => (
          <li key={key}>
            <button
              type="button"
              aria-current={filter === value ? 'true' : undefined}
              onClick={() => onChange({ filter: value, tag })}
              className={itemClass}
            >
              <Icon aria-hidden className="size-4.5" />
              {t(`filters.${key}`)}
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-1">
        <h2 className="px-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t('tagsHeading')}
        </h2>
        <ul className="flex flex-col gap-0.5">
          {TASK_TAGS.map((value) => (
            <li key={value}>
              <button
                type="button"
                aria-current={tag === value ? 'true' : undefined}
                onClick={() => onChange({ filter, tag: tag === value ? undefined : value })}
                className={itemClass}
              >
                <span aria-hidden className={cn('size-2.5 rounded-full', TAG_DOT_CLASS[value])} />
                {t(`tags.${value}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
