import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { DemoCard } from '../components/demo-card'
import { BoardDemo, SortableGridDemo, SortableListDemo } from './drag-and-drop-sortables'

const LIST_CODE = `const sensors = useSensors(
  useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
  useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
  useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
)

<DndContext
  sensors={sensors}
  collisionDetection={closestCenter}
  accessibility={{ announcements, screenReaderInstructions }}
  onDragEnd={({ active, over }) => over && setItems((items) =>
    arrayMove(items, items.indexOf(active.id), items.indexOf(over.id)))}
>
  <SortableContext items={items} strategy={verticalListSortingStrategy}>
    <ol aria-label="Release steps">
      {items.map((id) => <SortableRow key={id} id={id} />)}
    </ol>
  </SortableContext>
</DndContext>

// in SortableRow: the handle is a real button that Space picks up
const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition } = useSortable({ id })
<li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }}>
  <button ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={\`Move \${name}\`}>
    <GripVertical aria-hidden />
  </button>
  {name}
</li>`

const BOARD_CODE = `// each column is a droppable (so an empty one still takes cards) with its own SortableContext
<DndContext collisionDetection={closestCorners} onDragOver={moveToColumn} onDragEnd={reorderInColumn}>
  {columns.map((column) => (
    <Column key={column} id={column}>
      <SortableContext items={board[column]} strategy={verticalListSortingStrategy}>
        {board[column].map((id) => <Card key={id} id={id} />)}
      </SortableContext>
    </Column>
  ))}
</DndContext>

// onDragOver: when the card crosses into another column, move it there at once
const moveToColumn = ({ active, over }) => {
  const from = columnOf(active.id)
  const to = columnOf(over.id)
  if (from !== to) setBoard(moveCard(board, active.id, from, to, over.id))
}`

const GRID_CODE = `<DndContext collisionDetection={closestCenter} onDragEnd={reorder}>
  <SortableContext items={tiles} strategy={rectSortingStrategy}>
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map((id) => <Tile key={id} id={id} />)}
    </ul>
  </SortableContext>
</DndContext>`

export function DragAndDropPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('dragAndDrop.title')} intro={t('dragAndDrop.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('dragAndDrop.list.title')}
          description={t('dragAndDrop.list.description')}
          code={LIST_CODE}
        >
          <SortableListDemo />
        </DemoCard>
        <DemoCard
          title={t('dragAndDrop.grid.title')}
          description={t('dragAndDrop.grid.description')}
          code={GRID_CODE}
        >
          <SortableGridDemo />
        </DemoCard>
        <DemoCard
          title={t('dragAndDrop.board.title')}
          description={t('dragAndDrop.board.description')}
          code={BOARD_CODE}
          className="xl:col-span-2"
        >
          <BoardDemo />
        </DemoCard>
      </div>
    </div>
  )
}
