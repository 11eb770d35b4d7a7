import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Task, TasksQuery } from '@contract/todo'
import todo from '@/i18n/locales/en/todo.json'
import todoDe from '@/i18n/locales/de/todo.json'
import { initTestI18n, withLanguage } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { TaskList } from '../components/task-list'

const i18n = initTestI18n({ todo })
i18n.addResourceBundle('de', 'todo', todoDe)

const task = (id: number, title: string, extra: Partial<Task> = {}): Task => ({
  id,
  title,
  dueDate: null,
  description: '',
  assignee: null,
  tags: [],
  isImportant: false,
  isCompleted: false,
  isDeleted: false,
  ...extra,
})
const TASKS = [
  task(1, 'Set the tiles', {
    dueDate: '2000-01-03',
    tags: ['high'],
    assignee: { fullName: 'Greta Valdemar', avatar: '' },
  }),
  task(2, 'Mix the grout', { dueDate: '2000-01-03', isCompleted: true }),
]

/** The list over a store that holds only TASKS. */
const renderList = (query: TasksQuery, filter?: TasksQuery['filter'], options = {}) =>
  renderWithApi(<TaskList query={query} filter={filter} onOpen={vi.fn()} onResetSort={vi.fn()} />, {
    seed: (collections) => {
      collections.tasks = structuredClone(TASKS)
    },
    ...options,
  })

// each test starts a back end over a fresh seed: slower than a stubbed one on a busy machine
describe('TaskList', { timeout: 15_000 }, () => {
  it('shows each task with its tags, due date (overdue only while open), assignee and a drag handle', async () => {
    await renderList({})
    const first = (await screen.findByRole('button', { name: 'Set the tiles' })).closest('li')!
    expect(within(first).getByText('High')).toBeInTheDocument()
    expect(within(first).getByRole('img', { name: 'Greta Valdemar' })).toBeInTheDocument()
    expect(within(first).getByText(/overdue/, { selector: '.sr-only' })).toBeInTheDocument()
    const second = screen.getByRole('button', { name: 'Mix the grout' }).closest('li')!
    expect(within(second).queryByText(/overdue/)).not.toBeInTheDocument()
    // its role read in the page's language, not dnd-kit's "sortable"
    expect(screen.getByRole('button', { name: 'Move task: Set the tiles' })).toHaveAttribute(
      'aria-roledescription',
      'movable task',
    )
  })

  it('names its rows in the new language after a switch (the list translates their words once)', async () => {
    await renderList({})
    const first = (await screen.findByRole('button', { name: 'Set the tiles' })).closest('li')!
    // the rows are memoised: they take the new words from the list, not from i18next themselves
    await withLanguage(i18n, 'de', () => {
      expect(within(first).getByRole('checkbox', { name: 'Erledigt: Set the tiles' })).toBeInTheDocument()
      expect(
        within(first).getByRole('button', { name: 'Aufgabe verschieben: Set the tiles' }),
      ).toBeInTheDocument()
      expect(within(first).getByText('Hoch')).toBeInTheDocument()
    })
  })

  it('ticks a task and the back end stores it', async () => {
    const user = userEvent.setup()
    const { store } = await renderList({})
    const box = await screen.findByRole('checkbox', { name: 'Completed: Set the tiles' })
    await user.click(box)
    expect(box).toBeChecked()
    await waitFor(async () =>
      expect((await store.read('tasks')).find((t) => t.id === 1)?.isCompleted).toBe(true),
    )
  })

  it('ticks a task at once, before the server answers', async () => {
    const user = userEvent.setup()
    // a server that never answers the update: the tick must not wait for it
    await renderList({}, undefined, {
      intercept: (request: Request) =>
        request.url.endsWith('/update-task') ? new Promise<Response>(() => {}) : undefined,
    })
    const box = await screen.findByRole('checkbox', { name: 'Completed: Set the tiles' })
    await user.click(box)
    expect(box).toBeChecked()
  })

  it('turns dragging off while a sort is active and says so', async () => {
    await renderList({ sortBy: 'title-asc' })
    expect(await screen.findByText(/Sorted by Title A to Z: dragging is off/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Move task/ })).not.toBeInTheDocument()
  })

  it('has an empty state per view', async () => {
    await renderList({ filter: 'deleted' }, 'deleted')
    expect(await screen.findByText('Nothing deleted')).toBeInTheDocument()
  })

  it('says when a search finds nothing', async () => {
    await renderList({ q: 'zebra' })
    expect(await screen.findByText('No matching tasks')).toBeInTheDocument()
  })
})

describe('TaskList with a long list', { timeout: 30_000 }, () => {
  it('draws only some of 2,000 tasks, each saying where it is; a drawn one still ticks and keeps its handle', async () => {
    // jsdom lays nothing out: the list's scrolling region says it is 800 px high
    const height = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800)
    onTestFinished(() => height.mockRestore())
    const user = userEvent.setup()
    const { store } = await renderWithApi(
      <TaskList query={{}} filter={undefined} onOpen={vi.fn()} onResetSort={vi.fn()} />,
      {
        seed: (collections) => {
          collections.tasks = Array.from({ length: 2000 }, (_, i) =>
            task(2000 - i, `Task ${2000 - i}`, i % 2 ? { tags: ['team'] } : {}),
          )
        },
      },
    )
    const list = await screen.findByRole('list', { name: 'Tasks' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(100)
    expect(rows[0]).toHaveAttribute('aria-posinset', '1')
    expect(rows[0]).toHaveAttribute('aria-setsize', '2000')
    expect(within(rows[0]).getByRole('button', { name: 'Move task: Task 2000' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Task 1' })).not.toBeInTheDocument()

    await user.click(within(rows[1]).getByRole('checkbox', { name: 'Completed: Task 1999' }))
    await waitFor(async () =>
      expect((await store.read('tasks')).find((t) => t.id === 1999)?.isCompleted).toBe(true),
    )
  })
})
