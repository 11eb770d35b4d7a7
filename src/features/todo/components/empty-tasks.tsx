import { useTranslation } from 'react-i18next'
import type { TaskFilter } from '@contract/todo'
import { LazyEmptyArt } from '@/components/illustrations/lazy-empty-art'

/** What an empty view means: nothing yet, nothing starred, nothing done, nothing deleted, or no match. */
export function EmptyTasks({ filter, narrowed }: { filter: TaskFilter | undefined; narrowed: boolean }) {
  const { t } = useTranslation('todo')
  const key = narrowed ? 'narrowed' : (filter ?? 'all')
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-2 p-10 text-center">
      <LazyEmptyArt kind={narrowed ? 'search' : 'tasks'} />
      <p className="font-medium">{t(`empty.${key}.title`)}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t(`empty.${key}.body`)}</p>
    </div>
  )
}
