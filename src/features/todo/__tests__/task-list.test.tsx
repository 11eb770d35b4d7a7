import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Task, TasksQuery } from '@contract/todo'
import todo from '@/i18n/locales/en/todo.json'
import { apiFetch } from '@/lib/http/client'
import { initTestI18n } from '@/test/i18n'
import { TaskList } from '../components/task-list'

vi.mock('@/lib/http/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/http/client')>()),
  apiFetch: vi.fn(),
}))
const api = vi.mocked(apiFetch)

initTestI18n({ todo })

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

function renderList(query: TasksQuery, filter?: TasksQuery['filter']) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <TaskList query={query} filter={filter} onOpen={vi.fn()} onResetSort={vi.fn()} />
    </QueryClientProvider>,
  )
}

// braces: a function returned from beforeEach would be called as its teardown
beforeEach(() => {
  api.mockReset()
})

describe('TaskList', () => {
  it('shows each task with its tags, due date (overdue only while open), assignee and a drag handle', async () => {
    api.mockResolvedValue(TASKS)
    renderList({})
    const first = (await screen.findByRole('button', { name: 'Set the tiles' })).closest('li')!
    expect(within(first).getByText('High')).toBeInTheDocument()
    expect(within(first).getByRole('img', { name: 'Greta Valdemar' })).toBeInTheDocument()
    expect(within(first).getByText(/overdue/, { selector: '.sr-only' })).toBeInTheDocument()
    const second = screen.getByRole('button', { name: 'Mix the grout' }).closest('li')!
    expect(within(second).queryByText(/overdue/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Move task: Set the tiles' })).toBeInTheDocument()
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/apps/todo/tasks' }),
      expect.objectContaining({ query: {} }),
    )
  })

  it('ticks a task at once, before the server answers', async () => {
    const user = userEvent.setup()
    api.mockImplementation(({ path }) =>
      path.endsWith('/tasks') ? Promise.resolve(TASKS) : new Promise(() => {}),
    )
    renderList({})
    const box = await screen.findByRole('checkbox', { name: 'Completed: Set the tiles' })
    await user.click(box)
    expect(box).toBeChecked()
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/apps/todo/update-task' }), {
      body: { task: { id: 1, isCompleted: true } },
    })
  })

  it('turns dragging off while a sort is active and says so', async () => {
    api.mockResolvedValue(TASKS)
    renderList({ sortBy: 'title-asc' })
    expect(await screen.findByText(/Sorted by Title A to Z: dragging is off/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Move task/ })).not.toBeInTheDocument()
  })

  it('has an empty state per view', async () => {
    api.mockResolvedValue([])
    renderList({ filter: 'deleted' }, 'deleted')
    expect(await screen.findByText('Nothing deleted')).toBeInTheDocument()
  })

  it('says when a search finds nothing', async () => {
    api.mockResolvedValue([])
    renderList({ q: 'zebra' })
    expect(await screen.findByText('No matching tasks')).toBeInTheDocument()
  })
})
