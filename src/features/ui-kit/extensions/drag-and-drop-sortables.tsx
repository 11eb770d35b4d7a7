import {
  closestCenter,
  closestCorners,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import GripVertical from 'lucide-react/icons/grip-vertical'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/** Mouse after a 4 px move, touch after a short press (so the page still scrolls), keyboard with Space and arrows. */
function useDemoSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 })

function useInstructions() {
  const { t } = useTranslation('uiExtensions')
  return { draggable: t('dragAndDrop.instructions') }
}

/* ---------------------------------------------------------------- sortable list */

const STEPS = ['freeze', 'tests', 'notes', 'tag', 'announce'] as const

/**
 * One sortable order (the list's and the grid's): the ids in their current order, the drop that moves one, and
 * what a screen reader hears at each step, with the item's name and its place out of the total.
 */
function useSortableOrder(initial: string[], nameOf: (id: UniqueIdentifier) => string) {
  const { t } = useTranslation('uiExtensions')
  const [order, setOrder] = useState(initial)
  const positionOf = (id: UniqueIdentifier) => order.indexOf(String(id)) + 1
  const total = order.length
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('dragAndDrop.announce.picked', { name: nameOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dragAndDrop.announce.over', { name: nameOf(active.id), position: positionOf(over.id), total })
        : t('dragAndDrop.announce.outside'),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dragAndDrop.announce.dropped', { name: nameOf(active.id), position: positionOf(over.id), total })
        : t('dragAndDrop.announce.outside'),
    onDragCancel: ({ active }) => t('dragAndDrop.announce.cancelled', { name: nameOf(active.id) }),
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    setOrder((current) =>
      arrayMove(current, current.indexOf(String(active.id)), current.indexOf(String(over.id))),
    )
  }
  return { order, announcements, onDragEnd }
}

function SortableRow({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const { t } = useTranslation('uiExtensions')
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: t('dragAndDrop.sortable') } })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex items-center gap-3 border-b border-border bg-card px-3 py-2.5 last:border-b-0',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('dragAndDrop.move', { name })}
        className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:text-foreground active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      {children}
    </li>
  )
}

export function SortableListDemo() {
  const { t } = useTranslation('uiExtensions')
  const sensors = useDemoSensors()
  const instructions = useInstructions()
  const nameOf = (id: UniqueIdentifier) => t(`dragAndDrop.list.items.${id as (typeof STEPS)[number]}`)
  const { order: items, announcements, onDragEnd } = useSortableOrder([...STEPS], nameOf)
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('dragAndDrop.list.label')} className="overflow-hidden rounded-lg border">
          {items.map((id, index) => (
            <SortableRow key={id} id={id} name={nameOf(id)}>
              <span
                aria-hidden
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-medium"
              >
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">{nameOf(id)}</span>
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

/* ---------------------------------------------------------------- board with columns */

const COLUMNS = ['todo', 'doing', 'done'] as const
type Column = (typeof COLUMNS)[number]
type Board = Record<Column, string[]>

const START_BOARD: Board = {
  todo: ['login', 'export', 'help'],
  doing: ['invoice'],
  done: ['privacy'],
}

function BoardCard({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('uiExtensions')
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('dragAndDrop.sortable') },
  })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('list-none', isDragging && 'relative z-10 opacity-70')}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('dragAndDrop.move', { name })}
        className="flex w-full cursor-grab touch-none items-center gap-2 rounded-md border bg-card px-3 py-2 text-start text-sm shadow-xs hover:border-primary active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 flex-1">{name}</span>
      </button>
    </li>
  )
}

function BoardColumn({
  column,
  items,
  nameOf,
}: {
  column: Column
  items: string[]
  nameOf: (id: string) => string
}) {
  const { t } = useTranslation('uiExtensions')
  const { setNodeRef, isOver } = useDroppable({ id: column })
  const title = t(`dragAndDrop.board.columns.${column}`)
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-lg bg-muted/60 p-3',
        isOver && 'ring-2 ring-primary',
      )}
    >
      <h3 className="flex items-center justify-between text-sm font-semibold">
        {title}
        <span className="text-xs font-normal text-muted-foreground">{items.length}</span>
      </h3>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} aria-label={title} className="flex min-h-16 flex-col gap-2">
          {items.map((id) => (
            <BoardCard key={id} id={id} name={nameOf(id)} />
          ))}
          {items.length === 0 && (
            <li className="rounded-md border border-dashed p-3 text-center text-xs text-muted-foreground">
              {t('dragAndDrop.board.empty')}
            </li>
          )}
        </ul>
      </SortableContext>
    </div>
  )
}

export function BoardDemo() {
  const { t } = useTranslation('uiExtensions')
  const [board, setBoard] = useState<Board>(START_BOARD)
  const sensors = useDemoSensors()
  const instructions = useInstructions()
  const nameOf = (id: UniqueIdentifier) => t(`dragAndDrop.board.cards.${id as 'login'}`)
  const columnOf = (id: UniqueIdentifier, current = board): Column | undefined =>
    COLUMNS.includes(id as Column)
      ? (id as Column)
      : COLUMNS.find((column) => current[column].includes(String(id)))
  const place = (id: UniqueIdentifier) => {
    const column = columnOf(id)
    if (!column) return { column: '', position: 0, total: 0 }
    const index = board[column].indexOf(String(id))
    return {
      column: t(`dragAndDrop.board.columns.${column}`),
      position: index < 0 ? board[column].length + 1 : index + 1,
      total: board[column].length,
    }
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('dragAndDrop.board.picked', { name: nameOf(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dragAndDrop.board.over', { name: nameOf(active.id), ...place(active.id) })
        : t('dragAndDrop.announce.outside'),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dragAndDrop.board.dropped', { name: nameOf(active.id), ...place(active.id) })
        : t('dragAndDrop.announce.outside'),
    onDragCancel: ({ active }) => t('dragAndDrop.announce.cancelled', { name: nameOf(active.id) }),
  }

  // moving over another column hands the card to it at once, so the column's list makes room for it
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return
    setBoard((current) => {
      const from = columnOf(active.id, current)
      const to = columnOf(over.id, current)
      if (!from || !to || from === to) return current
      const target = current[to]
      const overIndex = target.indexOf(String(over.id))
      const index = overIndex < 0 ? target.length : overIndex
      return {
        ...current,
        [from]: current[from].filter((id) => id !== active.id),
        [to]: [...target.slice(0, index), String(active.id), ...target.slice(index)],
      }
    })
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return
    setBoard((current) => {
      const column = columnOf(active.id, current)
      if (!column || columnOf(over.id, current) !== column) return current
      const list = current[column]
      const from = list.indexOf(String(active.id))
      const to = list.indexOf(String(over.id))
      if (to < 0 || from === to) return current
      return { ...current, [column]: arrayMove(list, from, to) }
    })
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {COLUMNS.map((column) => (
          <BoardColumn key={column} column={column} items={board[column]} nameOf={nameOf} />
        ))}
      </div>
    </DndContext>
  )
}

/* ---------------------------------------------------------------- sortable grid */

/** Our own swatches: a colour and its name (the name is translated). */
const SWATCHES = [
  { id: 'coral', color: 'oklch(0.72 0.16 30)' },
  { id: 'saffron', color: 'oklch(0.83 0.16 85)' },
  { id: 'moss', color: 'oklch(0.62 0.12 135)' },
  { id: 'lagoon', color: 'oklch(0.66 0.11 200)' },
  { id: 'indigo', color: 'oklch(0.5 0.17 275)' },
  { id: 'plum', color: 'oklch(0.5 0.14 330)' },
  { id: 'slate', color: 'oklch(0.55 0.03 250)' },
  { id: 'sand', color: 'oklch(0.86 0.05 80)' },
] as const
type SwatchId = (typeof SWATCHES)[number]['id']
const colorOf = (id: string) => SWATCHES.find((swatch) => swatch.id === id)?.color

function Tile({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('uiExtensions')
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('dragAndDrop.sortable') },
  })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('list-none', isDragging && 'relative z-10')}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('dragAndDrop.move', { name })}
        className={cn(
          'flex w-full cursor-grab touch-none flex-col overflow-hidden rounded-lg border bg-card text-start active:cursor-grabbing',
          isDragging && 'shadow-lg',
        )}
      >
        <span aria-hidden className="block h-16 w-full" style={{ backgroundColor: colorOf(id) }} />
        <span className="block px-2 py-1.5 text-sm font-medium">{name}</span>
      </button>
    </li>
  )
}

export function SortableGridDemo() {
  const { t } = useTranslation('uiExtensions')
  const sensors = useDemoSensors()
  const instructions = useInstructions()
  const nameOf = (id: UniqueIdentifier) => t(`dragAndDrop.grid.tiles.${id as SwatchId}`)
  const {
    order: tiles,
    announcements,
    onDragEnd,
  } = useSortableOrder(
    SWATCHES.map((swatch) => swatch.id),
    nameOf,
  )
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={tiles} strategy={rectSortingStrategy}>
        <ul aria-label={t('dragAndDrop.grid.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map((id) => (
            <Tile key={id} id={id} name={nameOf(id)} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}
