import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Task } from '@contract/todo'
import todo from '@/i18n/locales/en/todo.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi, type RenderWithApiOptions } from '@/test/render-with-api'
import { TaskSheet, type TaskSheetTarget } from '../components/task-sheet'

initTestI18n({ todo })

const STORED: Task = {
  id: 7,
  title: 'Glaze the sample tiles',
  dueDate: null,
  description: '',
  assignee: null,
  tags: ['team'],
  isImportant: false,
  isCompleted: false,
  isDeleted: false,
}

async function renderSheet(target: TaskSheetTarget, options: RenderWithApiOptions = {}) {
  const onClosed = vi.fn()
  const api = await renderWithApi(<TaskSheet target={target} onClosed={onClosed} />, options)
  return { ...api, onClosed, title: () => screen.getByRole('textbox', { name: /^Title/ }) }
}

// The editor and Radix make these slower than most on a busy machine.
describe('TaskSheet', { timeout: 15_000 }, () => {
  it('keeps Add disabled until there is a title, explains an emptied title, and adds the trimmed task', async () => {
    const user = userEvent.setup()
    const { title, store } = await renderSheet({ kind: 'add' })
    const add = screen.getByRole('button', { name: 'Add' })
    expect(add).toBeDisabled()

    await user.type(title(), 'x')
    await user.clear(title())
    expect(await screen.findByText('Enter a title for the task.')).toBeInTheDocument()
    expect(title()).toHaveAttribute('aria-invalid', 'true')
    expect(add).toBeDisabled()

    await user.type(title(), '  Sweep the workshop  ')
    await user.click(screen.getByRole('button', { name: 'High' }))
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(add)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const added = (await store.read('tasks')).find((task) => task.title === 'Sweep the workshop')
    expect(added).toMatchObject({
      dueDate: null,
      description: '',
      assignee: null,
      tags: ['high'],
      isImportant: false,
      isCompleted: false,
    })
  })

  it('Reset brings back the stored values; Update waits for a change', async () => {
    const user = userEvent.setup()
    const { title, calls } = await renderSheet({ kind: 'edit', task: STORED })
    // "Update" is also a tag; the form's own button is the submit one
    const submit = () =>
      screen.getAllByRole('button', { name: 'Update' }).find((b) => b.getAttribute('type') === 'submit')!
    expect(submit()).toBeDisabled()

    await user.clear(title())
    await user.type(title(), 'Something else')
    await user.click(screen.getByRole('button', { name: 'Important' }))
    await waitFor(() => expect(submit()).toBeEnabled())

    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(title()).toHaveValue(STORED.title)
    expect(screen.getByRole('button', { name: 'Important' })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(submit()).toBeDisabled())
    expect(calls.filter((call) => call.includes('/update-task'))).toEqual([])
  })

  it('asks before closing with unsaved edits, and closes at once without them', async () => {
    const user = userEvent.setup()
    const { title } = await renderSheet({ kind: 'edit', task: STORED })
    await user.type(title(), ' now')
    await user.keyboard('{Escape}')

    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' })
    await user.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(confirm).not.toBeInTheDocument()
    expect(title()).toHaveValue(`${STORED.title} now`)

    await user.click(screen.getByRole('button', { name: 'Close' }))
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows a refused save beside its field and keeps the sheet and the input', async () => {
    const user = userEvent.setup()
    // the form offers only known assignees, so the back end's refusal is staged
    const refusal = { error: { assignee: 'Unknown assignee' } }
    const { title } = await renderSheet(
      { kind: 'add' },
      {
        intercept: (request) =>
          request.url.endsWith('/add-tasks') ? Response.json(refusal, { status: 400 }) : undefined,
      },
    )
    await user.type(title(), 'Sweep the workshop')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Unknown assignee')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(title()).toHaveValue('Sweep the workshop')
  })

  it('closes without asking when nothing changed', async () => {
    const user = userEvent.setup()
    await renderSheet({ kind: 'edit', task: STORED })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
