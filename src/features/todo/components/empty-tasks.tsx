import { CircleCheck, ClipboardList, SearchX, Star, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TaskFilter } from '@contract/todo'

const ICONS = {
  all: ClipboardList,
  important: Star,
  completed: CircleCheck,
  deleted: Trash2,
  narrowed: SearchX,
}

/** What an empty view means: nothing yet, nothing starred, nothing done, nothing deleted, or no match. */
export function EmptyTasks({ filter, narrowed }: { filter: TaskFilter | undefined; narrowed: boolean }) {
  const { t } = useTranslation('todo')
  const key = narrowed ? 'narrowed' : (filter ?? 'all')
  const Icon = ICONS[key]
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-2 p-10 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <p className="font-medium">{t(`empty.${key}.title`)}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t(`empty.${key}.body`)}</p>
    </div>
  )
}
