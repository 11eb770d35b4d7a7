import {
  closestCenter,
  DndContext,
  useDndMonitor,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { defaultRangeExtractor } from '@tanstack/react-virtual'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Task } from '@contract/todo'
import { useVirtualRows } from '@/lib/use-virtual-rows'
import { useTaskRowWords } from '../hooks/use-task-row-words'
import { type RowPosition, TaskRow } from './task-row'

/** From this many tasks on, only the rows in view (plus a margin) are in the DOM, as in the mailbox. */
const VIRTUAL_FROM = 100
/**
 * A long list's row height, from the task alone: one line (the title, which never wraps) or two (tags and due date
 * on one line below, which in a long list does not wrap either; task-row.tsx). Rows are not measured: measuring
 * each row as it scrolls in was what made an earlier attempt slower than the plain list (docs/benchmarks.md).
 */
const ONE_LINE = 49.5
const TWO_LINES = 75.5
const rowHeightOf = (task: Task) => (task.tags.length > 0 || task.dueDate ? TWO_LINES : ONE_LINE)

// A list only moves up and down (the modifiers package is not installed; this is all of it that we need).
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 })

interface SortableTasksProps {
  tasks: Task[]
  draggable: boolean
  today: string
  onReorder: (tasks: Task[]) => void
  onOpen: (task: Task) => void
  onToggleComplete: (task: Task, isCompleted: boolean) => void
}

/** The list with drag to reorder by mouse, touch (after a short press, so scrolling still works) and keyboard. */
export function SortableTasks({ tasks, draggable, onReorder, ...rowProps }: SortableTasksProps) {
  const { t } = useTranslation('todo')
  const words = useTaskRowWords()
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  // one array per list: a new one makes every drawn sortable row render again (dnd-kit compares the items)
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks])
  const titleOf = (id: UniqueIdentifier) => tasks.find((task) => task.id === id)?.title ?? ''
  const positionOf = (id: UniqueIdentifier) => tasks.findIndex((task) => task.id === id) + 1
  const total = tasks.length
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('dnd.picked', { title: titleOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total })
        : t('dnd.outside'),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id), total })
        : t('dnd.outside'),
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onReorder(arrayMove(tasks, positionOf(active.id) - 1, positionOf(over.id) - 1))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {tasks.length >= VIRTUAL_FROM ? (
          <VirtualTaskRows label={t('list.label')} tasks={tasks}>
            {(task, position) => (
              <TaskRow
                key={task.id}
                task={task}
                words={words}
                {...position}
                draggable={draggable}
                {...rowProps}
              />
            )}
          </VirtualTaskRows>
        ) : (
          <ul aria-label={t('list.label')}>
            {tasks.map((task) => (
              <TaskRow key={task.id} task={task} words={words} draggable={draggable} {...rowProps} />
            ))}
          </ul>
        )}
      </SortableContext>
    </DndContext>
  )
}

/**
 * A long list (10,000 tasks): only the rows in view and a margin are drawn, each placed at its offset in a list as
 * tall as all of them, and each says where it is (`aria-posinset` of `aria-setsize`). Only drawn rows take part in
 * dragging (dnd-kit knows the rows it has seen mounted); the row being dragged stays drawn while it is dragged,
 * so a drag that scrolls the list far (the pointer at its edge, or the arrow keys) never loses it.
 *
 * It learns which row is dragged from dnd-kit's monitor, not its context: the context changes each time a row
 * scrolling in registers as a drop target, and reading it drew every row again on each scroll step.
 */
function VirtualTaskRows({
  label,
  tasks,
  children: row,
}: {
  label: string
  tasks: Task[]
  /** Draws one row at its position. */
  children: (task: Task, position: Required<RowPosition>) => ReactNode
}) {
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null)
  useDndMonitor({
    onDragStart: ({ active }) => setActiveId(active.id),
    onDragEnd: () => setActiveId(null),
    onDragCancel: () => setActiveId(null),
  })
  const activeIndex = activeId === null ? -1 : tasks.findIndex((task) => task.id === activeId)
  // a long list draws only the rows in view of the region it scrolls in (TaskList's)
  const { ref: list, virtualizer } = useVirtualRows<HTMLUListElement, Task>({
    items: tasks,
    estimateSize: rowHeightOf,
    overscan: 6,
    // the dragged row stays drawn while it is out of view, so dnd-kit keeps its node
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range)
      return activeIndex < 0 || indexes.includes(activeIndex)
        ? indexes
        : [...indexes, activeIndex].sort((a, b) => a - b)
    },
  })
  return (
    <ul ref={list} aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) =>
        row(tasks[item.index], {
          index: item.index,
          setSize: tasks.length,
          start: item.start,
          height: item.size,
        }),
      )}
    </ul>
  )
}
