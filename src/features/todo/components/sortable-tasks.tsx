import {
  closestCenter,
  DndContext,
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
import { useTranslation } from 'react-i18next'
import type { Task } from '@contract/todo'
import { TaskRow } from './task-row'

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
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

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
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={t('list.label')}>
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} draggable={draggable} {...rowProps} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}
