import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Task, TaskFilter, TasksQuery } from '@contract/todo'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { scrollRegionProps } from '@/lib/use-scroll-region'
import { useTasks } from '../api/get-tasks'
import { useReorderTasks } from '../api/reorder-tasks'
import { useUpdateTask } from '../api/update-task'
import { isoDayOf } from '../dates'
import { EmptyTasks } from './empty-tasks'
import { SortableTasks } from './sortable-tasks'

interface TaskListProps {
  query: TasksQuery
  filter: TaskFilter | undefined
  onOpen: (task: Task) => void
  onResetSort: () => void
}

/** The tasks of the current view: loading, error and empty states, and the list itself. */
export function TaskList({ query, filter, onOpen, onResetSort }: TaskListProps) {
  const { t } = useTranslation('todo')
  const tasks = useTasks(query)
  const reorder = useReorderTasks(query)
  // Dragging writes the user's own order, which a sort would hide again at once.
  const draggable = !query.sortBy
  // Read once per visit: a list left open past midnight is a rare case not worth a timer.
  const [today] = useState(() => isoDayOf(new Date()))

  // stable (mutate is), so the memoised rows skip rendering when the list around them draws again
  const { mutate: updateTask } = useUpdateTask()
  const onToggleComplete = useCallback(
    (task: Task, isCompleted: boolean) =>
      updateTask(
        { id: task.id, isCompleted },
        {
          onSuccess: () =>
            toast.success(t(isCompleted ? 'toast.completed' : 'toast.reopened', { title: task.title })),
          onError: (error) => toast.error(t('toast.failed'), { description: error.message }),
        },
      ),
    [updateTask, t],
  )

  if (tasks.isPending)
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3 p-4">
        <span className="sr-only">{t('list.loading')}</span>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    )

  if (tasks.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
        <p>{t('list.error')}</p>
        <p className="text-sm text-muted-foreground">{tasks.error.message}</p>
        <Button variant="outline" onClick={() => void tasks.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    )

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {query.sortBy && tasks.data.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-2 border-b border-border bg-muted/50 px-4 py-2 text-sm text-muted-foreground">
          {t('list.sortedNotice', { sort: t(`sort.${query.sortBy}`) })}
          <Button variant="link" size="sm" onClick={onResetSort}>
            {t('sort.reset')}
          </Button>
        </p>
      )}
      {/* the list scrolls in its own region, under the toolbar; a long list draws only what is in view there */}
      <div {...scrollRegionProps} className="min-h-0 flex-1 overflow-y-auto">
        {tasks.data.length === 0 ? (
          <EmptyTasks filter={filter} narrowed={Boolean(query.q || query.tag)} />
        ) : (
          <SortableTasks
            tasks={tasks.data}
            draggable={draggable}
            today={today}
            onOpen={onOpen}
            onToggleComplete={onToggleComplete}
            onReorder={(reordered) =>
              reorder.mutate(reordered, {
                onError: (error) => toast.error(t('toast.reorderFailed'), { description: error.message }),
              })
            }
          />
        )}
      </div>
    </div>
  )
}
