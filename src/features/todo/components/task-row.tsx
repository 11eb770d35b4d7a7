import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import GripVertical from 'lucide-react/icons/grip-vertical'
import Star from 'lucide-react/icons/star'
import { memo, type ReactNode } from 'react'
import type { Task } from '@contract/todo'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/utils'
import type { TaskRowWords } from '../hooks/use-task-row-words'
import { TAG_COLORS } from '../tags'
import { DueDate } from './due-date'

/**
 * Where a row of a long, virtualised list sits (sortable-tasks.tsx); absent in a short list. Given as separate
 * props, not one object, so a row the list draws again in the same place keeps equal props and is not rendered.
 */
export interface RowPosition {
  /** 0-based place in the list. */
  index?: number
  setSize?: number
  /** Offset from the list's top, in px. */
  start?: number
  /** In px, from the task (sortable-tasks.tsx): the row keeps to it, its tags on one line. */
  height?: number
}

interface TaskRowProps extends RowPosition {
  task: Task
  words: TaskRowWords
  /** False while a sort is active: the handle is not drawn then. */
  draggable: boolean
  /** `yyyy-MM-dd` of today, to tell overdue tasks. */
  today: string
  onOpen: (task: Task) => void
  onToggleComplete: (task: Task, isCompleted: boolean) => void
}

/**
 * One task: drag handle, completion checkbox, title (opens the sheet), tags, due date and assignee. Memoised: a
 * long list draws its rows again on every scroll step, and only rows whose task, place or drag state changed
 * render (the callbacks passed in are stable).
 */
export const TaskRow = memo(function TaskRow({
  task,
  words,
  index,
  setSize,
  start,
  height,
  draggable,
  today,
  onOpen,
  onToggleComplete,
}: TaskRowProps) {
  const virtual = index !== undefined
  return (
    <SortableTaskItem
      id={task.id}
      handleLabel={words.move(task.title)}
      roleDescription={words.sortable}
      draggable={draggable}
      index={index}
      setSize={setSize}
      start={start}
      height={height}
    >
      <Checkbox
        checked={task.isCompleted}
        onCheckedChange={(checked) => onToggleComplete(task, checked)}
        aria-label={words.complete(task.title)}
        className="mt-1"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <button
          type="button"
          onClick={() => onOpen(task)}
          className={cn(
            'user-text truncate rounded font-medium hover:text-primary-ink',
            task.isCompleted && 'text-muted-foreground line-through',
          )}
        >
          {task.title}
        </button>
        {(task.tags.length > 0 || task.dueDate) && (
          <div
            className={cn(
              'flex items-center gap-x-3 gap-y-1',
              virtual ? 'overflow-hidden whitespace-nowrap' : 'flex-wrap',
            )}
          >
            {task.tags.map((tag) => (
              <Badge key={tag} color={TAG_COLORS[tag]} pill>
                {words.tags[tag]}
              </Badge>
            ))}
            {task.dueDate && (
              <DueDate day={task.dueDate} done={task.isCompleted} today={today} words={words} />
            )}
          </div>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {task.isImportant && (
          <Star role="img" aria-label={words.important} className="size-4 fill-warning text-warning-ink" />
        )}
        {task.assignee && (
          <Avatar name={task.assignee.fullName} src={task.assignee.avatar || undefined} size="sm" />
        )}
      </div>
    </SortableTaskItem>
  )
})

/**
 * The row's box and its drag handle: the part that takes part in dragging. dnd-kit's context changes each time a
 * row scrolling in registers as a drop target, and every `useSortable` renders again then; here that is the box
 * and the handle only, while the row's content (`children`, made by TaskRow) is the same element and is skipped.
 */
function SortableTaskItem({
  id,
  handleLabel,
  roleDescription,
  draggable,
  index,
  setSize,
  start,
  height,
  children,
}: RowPosition & {
  id: number
  handleLabel: string
  /** What the handle is, in the page's language (dnd-kit says "sortable" otherwise) */
  roleDescription: string
  draggable: boolean
  children: ReactNode
}) {
  const virtual = index !== undefined
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id, disabled: !draggable, attributes: { roleDescription } })
  return (
    <li
      ref={setNodeRef}
      aria-posinset={virtual ? index + 1 : undefined}
      aria-setsize={setSize}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        // a long list's rows sit where the virtualiser says; dragging moves them from there
        ...(virtual && { position: 'absolute', insetInline: 0, top: start, height }),
      }}
      className={cn(
        'relative flex items-start gap-3 border-b border-border bg-card px-4 py-3 last:border-b-0',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      {draggable && (
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
          className="-ms-2 mt-0.5 flex size-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:text-foreground active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      {children}
    </li>
  )
}
