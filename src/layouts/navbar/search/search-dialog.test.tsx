import type { AnyCall } from '@contract/endpoint'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiFetch } from '@/lib/http/client'
import { toast } from '@/components/ui/toaster'
import { SearchDialog } from './search-dialog'
import { bookmarksReply, PAGES, renderWithQuery, searchReply, signIn } from './test-utils'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
}))
vi.mock('@/lib/http/client', () => ({ apiFetch: vi.fn() }))
vi.mock('@/components/ui/toaster', () => ({ toast: { error: vi.fn(), info: vi.fn() } }))

const fetchMock = vi.mocked(apiFetch)

/**
 * A small stateful stand-in for the back end, by path, so a refetch after a toggle sees the toggle.
 * `update` decides how the toggle call ends; it flips the stored flag only when it resolves.
 */
function serve(update: () => Promise<unknown> = () => Promise.resolve({})) {
  let pages = PAGES.map((entry) => ({ ...entry }))
  fetchMock.mockImplementation(async ({ path }: AnyCall, options?: { body?: unknown }) => {
    if (path === '/api/main-search/data') return searchReply(pages)
    if (path === '/api/bookmarks/data') return bookmarksReply(pages)
    if (path === '/api/bookmarks/update') {
      const { id } = (options?.body ?? {}) as { id: number }
      await update()
      pages = pages.map((entry) =>
        entry.id === id ? { ...entry, isBookmarked: !entry.isBookmarked } : entry,
      )
      return pages.find((entry) => entry.id === id)
    }
    throw new Error(`unexpected ${path}`)
  })
}

async function openAndType(text: string) {
  const user = userEvent.setup()
  renderWithQuery(<SearchDialog open onOpenChange={() => {}} />)
  const input = await screen.findByRole('combobox')
  if (text) await user.type(input, text)
  return { user, input }
}

const groupNamed = (name: string) => screen.getByRole('group', { name })
/** Options by accessible name: a page's name says whether it is bookmarked. */
const optionNames = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('option')
    .map((option) => option.getAttribute('aria-label') ?? option.textContent)

beforeEach(() => {
  signIn()
  vi.clearAllMocks()
  serve()
})

describe('SearchDialog', () => {
  it('is a labelled dialog that shows suggestions before anything is typed', async () => {
    await openAndType('')
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument()
    const suggestions = await screen.findByRole('group', { name: 'Suggestions' })
    expect(optionNames(suggestions)).toEqual(['Email, bookmarked', 'Chat', 'Calendar'])
  })

  it('groups results, caps each group at its searchLimit and says where nothing matched', async () => {
    await openAndType('invoice')
    await waitFor(() => expect(optionNames(groupNamed('Pages'))).toHaveLength(4))
    expect(optionNames(groupNamed('Pages'))).toEqual([
      'Invoice List',
      'Invoice Preview',
      'Invoice Edit',
      'Invoice Add',
    ])
    expect(optionNames(groupNamed('Files'))).toEqual([expect.stringContaining('Invoice template.pdf')])
    expect(within(groupNamed('Contacts')).getByText('No results')).toBeInTheDocument()
  })

  it('shows the menu title for pages the navigation table knows', async () => {
    await openAndType('access')
    await waitFor(() => expect(optionNames(groupNamed('Pages'))).toEqual(['Access Control']))
  })

  it('moves across groups with the arrow keys and opens a page with Enter', async () => {
    const { user } = await openAndType('in')
    await waitFor(() => expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1))
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Invoice List')
    // four pages, then the first file: the selection crosses from Pages into Files and back
    for (let i = 0; i < 4; i++) await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Invoice template.pdf')
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Invoice Add')
    await user.keyboard('{Enter}')
    expect(navigate).toHaveBeenCalledWith({ to: '/apps/invoice/add' })
  })

  it('opens a file as an honest note, since the demo stores no files', async () => {
    const { user } = await openAndType('brand')
    await waitFor(() => expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Brand'))
    await user.keyboard('{Enter}')
    expect(toast.info).toHaveBeenCalledWith('Brand guidelines.pdf', {
      description: expect.stringContaining('no file storage'),
    })
  })

  it('toggles the selected page with Ctrl+B at once and keeps it when the server agrees', async () => {
    const { user } = await openAndType('chat')
    await waitFor(() => expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Chat'))
    await user.keyboard('{Control>}b{/Control}')
    expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/bookmarks/update' }), {
      body: { id: 2 },
    })
    expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName('Chat, bookmarked')
  })

  it('rolls the star back and shows a toast when the server refuses', async () => {
    let refuse: (error: Error) => void = () => {}
    serve(() => new Promise((_, reject) => (refuse = reject)))
    const { user } = await openAndType('email')
    await waitFor(() =>
      expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName('Email, bookmarked'),
    )
    await user.keyboard('{Control>}b{/Control}')
    // optimistic: unstarred before the server answers
    expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName('Email')
    refuse(new Error('Bookmark not found'))
    await waitFor(() =>
      expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName('Email, bookmarked'),
    )
    expect(toast.error).toHaveBeenCalledWith('Could not remove the bookmark for Email', {
      description: 'Bookmark not found',
    })
  })

  it('toggles a bookmark from the star with the pointer, without opening the page', async () => {
    const { user } = await openAndType('calendar')
    const option = await screen.findByRole('option', { name: 'Calendar' })
    await user.click(within(option).getByTestId('page-star'))
    expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/bookmarks/update' }), {
      body: { id: 3 },
    })
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole('option', { name: 'Calendar, bookmarked' })).toBeInTheDocument()
  })
})
