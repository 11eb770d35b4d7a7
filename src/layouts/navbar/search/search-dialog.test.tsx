import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { renderWithApi, type RenderWithApiOptions } from '@/test/render-with-api'
import { mailTo } from './mail-to'
import { SearchDialog } from './search-dialog'
import { PAGES, searchReply } from './test-utils'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
}))
vi.mock('./mail-to', () => ({ mailTo: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }))

/** The real back end over a small, fixed index: these pages, files and contacts, Email bookmarked. */
const seed: RenderWithApiOptions['seed'] = (collections) => {
  const [pages, files, contacts] = searchReply().searchArr
  collections.searchPages = PAGES.map(({ isBookmarked: _isBookmarked, ...entry }) => entry)
  collections.searchFiles = files.data
  collections.searchContacts = contacts.data
  collections.bookmarks = [
    {
      userId: 1,
      pageIds: pages.data
        .filter((entry) => 'isBookmarked' in entry && entry.isBookmarked)
        .map((entry) => ('id' in entry ? entry.id : 0)),
    },
  ]
}

/** The admin's bookmarked page ids, as the back end stored them. */
const storedBookmarks = async (store: Awaited<ReturnType<typeof renderWithApi>>['store']) =>
  (await store.read('bookmarks')).find((row) => row.userId === 1)?.pageIds

async function openAndType(
  text: string,
  intercept?: RenderWithApiOptions['intercept'],
  account?: RenderWithApiOptions['user'],
) {
  const user = userEvent.setup()
  const { store } = await renderWithApi(<SearchDialog open onOpenChange={() => {}} />, {
    seed,
    intercept,
    user: account,
  })
  const input = await screen.findByRole('combobox')
  if (text) await user.type(input, text)
  return { user, input, store }
}

const groupNamed = (name: string) => screen.getByRole('group', { name })
/** Options by accessible name: a page's name says whether it is bookmarked. */
const optionNames = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('option')
    .map((option) => option.getAttribute('aria-label') ?? option.textContent)

beforeEach(() => {
  vi.clearAllMocks()
})

describe('SearchDialog', () => {
  it('is a labelled dialog that shows suggestions before anything is typed', async () => {
    await openAndType('')
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument()
    const suggestions = await screen.findByRole('group', { name: 'Suggestions' })
    // the first pages of the index, as many as fit
    expect(optionNames(suggestions)).toEqual([
      'Email, bookmarked',
      'Chat',
      'Calendar',
      'Invoice List',
      'Invoice Preview',
      'Invoice Edit',
    ])
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

  it('opens a file in a viewer with a download link', async () => {
    const { user } = await openAndType('brand')
    await waitFor(() => expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Brand'))
    await user.keyboard('{Enter}')
    const viewer = await screen.findByRole('dialog', { name: 'Brand guidelines.pdf' })
    expect(within(viewer).getByText('5 mb · shared by Jasper Okonkwo')).toBeInTheDocument()
    expect(within(viewer).getByTitle('Brand guidelines.pdf')).toHaveAttribute(
      'data',
      '/files/brand-guidelines.pdf',
    )
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/files/brand-guidelines.pdf',
    )
    expect(toast.info).not.toHaveBeenCalled()
    await user.click(within(viewer).getByRole('button', { name: 'Close the file' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Brand guidelines.pdf' })).not.toBeInTheDocument(),
    )
  })

  it('opens the chat with a contact by their chat id', async () => {
    const { user } = await openAndType('greta')
    const contact = await screen.findByRole('option', {
      name: 'Greta Saltmarsh, greta@mosaic.test, opens the chat',
    })
    await waitFor(() => expect(contact).toHaveAttribute('aria-selected', 'true'))
    await user.keyboard('{Enter}')
    expect(navigate).toHaveBeenCalledWith({ to: '/apps/chat', search: { contact: 105 } })
    expect(mailTo).not.toHaveBeenCalled()
  })

  it('writes the selected contact an e-mail with Ctrl+E', async () => {
    const { user } = await openAndType('greta')
    const contact = await screen.findByRole('option', { name: /^Greta Saltmarsh/ })
    await waitFor(() => expect(contact).toHaveAttribute('aria-selected', 'true'))
    await user.keyboard('{Control>}e{/Control}')
    expect(mailTo).toHaveBeenCalledWith('greta@mosaic.test')
    expect(navigate).not.toHaveBeenCalled()
  })

  it("writes an e-mail from a contact's envelope with the pointer, without opening the chat", async () => {
    const { user } = await openAndType('greta')
    await user.click(await screen.findByTestId('contact-mail'))
    expect(mailTo).toHaveBeenCalledWith('greta@mosaic.test')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('writes an e-mail to a contact when the user may not open the chat', async () => {
    const { user } = await openAndType('greta', undefined, 'client')
    const contact = await screen.findByRole('option', {
      name: 'Greta Saltmarsh, greta@mosaic.test, Write an e-mail',
    })
    expect(screen.queryByTestId('contact-mail')).not.toBeInTheDocument()
    await user.click(contact)
    expect(mailTo).toHaveBeenCalledWith('greta@mosaic.test')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('toggles the selected page with Ctrl+B at once and keeps it when the server agrees', async () => {
    const { user, store } = await openAndType('chat')
    await waitFor(() => expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Chat'))
    await user.keyboard('{Control>}b{/Control}')
    expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName('Chat, bookmarked')
    await waitFor(async () => expect(await storedBookmarks(store)).toEqual([1, 2]))
    expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName('Chat, bookmarked')
  })

  it('rolls the star back and shows a toast when the server refuses', async () => {
    // The real back end refuses only unknown pages; hold the call, then answer as it does for one.
    let refuse: () => void = () => {}
    const refusal = new Promise<void>((resolve) => (refuse = resolve))
    const { user, store } = await openAndType('email', async (request) => {
      if (!new URL(request.url).pathname.endsWith('/bookmarks/update')) return undefined
      await refusal
      return Response.json({ error: 'Bookmark not found' }, { status: 404 })
    })
    await waitFor(() =>
      expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName('Email, bookmarked'),
    )
    await user.keyboard('{Control>}b{/Control}')
    // optimistic: unstarred before the server answers
    expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName('Email')
    refuse()
    await waitFor(() =>
      expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName('Email, bookmarked'),
    )
    expect(toast.error).toHaveBeenCalledWith('Could not remove the bookmark for Email', {
      description: 'Bookmark not found',
    })
    expect(await storedBookmarks(store)).toEqual([1])
  })

  it('toggles a bookmark from the star with the pointer, without opening the page', async () => {
    const { user, store } = await openAndType('calendar')
    const option = await screen.findByRole('option', { name: 'Calendar' })
    await user.click(within(option).getByTestId('page-star'))
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole('option', { name: 'Calendar, bookmarked' })).toBeInTheDocument()
    await waitFor(async () => expect(await storedBookmarks(store)).toEqual([1, 3]))
  })
})
