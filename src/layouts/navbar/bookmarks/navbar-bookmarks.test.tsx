import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { toast } from '@/components/ui/toast'
import { renderWithApi, type RenderWithApiOptions } from '@/test/render-with-api'
import { page } from '../search/test-utils'
import { NavbarBookmarks } from './navbar-bookmarks'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...props }: ComponentProps<'a'> & { to: string }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}))
vi.mock('@/components/ui/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }))

// twelve pages, the first eleven bookmarked: one more than the bar holds on a desktop
const PAGES = Array.from({ length: 12 }, (_, i) => page(i + 1, `Page ${i + 1}`, `/page-${i + 1}`))

/** The bookmarks over a back end that indexes only PAGES, the first eleven bookmarked by every user. */
const renderBookmarks = (options: RenderWithApiOptions = {}) =>
  renderWithApi(<NavbarBookmarks />, {
    seed: (collections) => {
      collections.searchPages = PAGES.map(({ isBookmarked: _isBookmarked, ...entry }) => ({
        ...entry,
        subject: 'Dashboard' as const,
      }))
      collections.bookmarks = collections.accounts.map((account) => ({
        userId: account.id,
        pageIds: PAGES.slice(0, 11).map((entry) => entry.id),
      }))
    },
    ...options,
  })

/** The signed-in admin's bookmarked page ids, as stored. */
const storedBookmarks = async (api: Awaited<ReturnType<typeof renderBookmarks>>) =>
  (await api.store.read('bookmarks')).find((row) => row.userId === 1)?.pageIds

const desktop = (matches: boolean) => {
  window.matchMedia = (query: string) =>
    ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never
}

beforeEach(() => {
  vi.clearAllMocks()
  desktop(true)
})

describe('NavbarBookmarks', { timeout: 15_000 }, () => {
  it('shows ten bookmarks as named links and spills the rest into a menu', async () => {
    const user = userEvent.setup()
    await renderBookmarks()
    const nav = await screen.findByRole('navigation', { name: 'Bookmarks' })
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(10))
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/page-1')

    await user.click(screen.getByRole('button', { name: 'More bookmarks (1)' }))
    expect(await screen.findByRole('menuitem', { name: 'Page 11' })).toHaveAttribute('href', '/page-11')
  })

  it('keeps only the picker on a phone', async () => {
    desktop(false)
    const { calls } = await renderBookmarks()
    expect(await screen.findByRole('button', { name: 'Edit bookmarks' })).toBeInTheDocument()
    await waitFor(() => expect(calls).toContain('GET /api/bookmarks/data'))
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: /More bookmarks/ })).not.toBeInTheDocument()
  })

  it('unstars a page from the picker at once, stores it and updates the bar', async () => {
    const user = userEvent.setup()
    const api = await renderBookmarks()
    await user.click(await screen.findByRole('button', { name: 'Edit bookmarks' }))
    const star = await screen.findByRole('button', { name: 'Bookmark Page 12' }, { timeout: 5000 })
    expect(star).toHaveAttribute('aria-pressed', 'false')

    await user.click(screen.getByRole('button', { name: 'Bookmark Page 1' }))
    expect(screen.getByRole('button', { name: 'Bookmark Page 1' })).toHaveAttribute('aria-pressed', 'false')
    // Page 1 left the bar, so Page 11 moves up from the overflow menu
    const nav = screen.getByRole('navigation', { name: 'Bookmarks' })
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Page 11' })).toBeInTheDocument())
    await waitFor(async () => expect(await storedBookmarks(api)).not.toContain(1))
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('filters the picker as the user types', async () => {
    const user = userEvent.setup()
    await renderBookmarks()
    await user.click(await screen.findByRole('button', { name: 'Edit bookmarks' }))
    // the popover's code loads with the first press (src/components/ui/on-intent.tsx), the list after it
    await user.type(
      await screen.findByRole('searchbox', { name: 'Find a page' }, { timeout: 5000 }),
      'page 1',
    )
    expect(
      screen.getAllByRole('button', { name: /^Bookmark / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Bookmark Page 1', 'Bookmark Page 10', 'Bookmark Page 11', 'Bookmark Page 12'])
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'nothing like it')
    expect(screen.getByText('No pages match.')).toBeInTheDocument()
  })

  it('rolls a refused star back and says so', async () => {
    // the server fails the update once the test has seen the star turn on (a refusal the page cannot provoke)
    let release: () => void = () => {}
    const held = new Promise<Response>(
      (resolve) =>
        (release = () => resolve(Response.json({ error: 'Something went wrong' }, { status: 500 }))),
    )
    const user = userEvent.setup()
    const api = await renderBookmarks({
      intercept: (request) => (request.url.endsWith('/api/bookmarks/update') ? held : undefined),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit bookmarks' }))
    await user.click(await screen.findByRole('button', { name: 'Bookmark Page 12' }, { timeout: 5000 }))
    expect(screen.getByRole('button', { name: 'Bookmark Page 12' })).toHaveAttribute('aria-pressed', 'true')

    release()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bookmark Page 12' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    )
    expect(toast.error).toHaveBeenCalledWith('Could not bookmark Page 12', {
      description: 'Something went wrong',
    })
    expect(await storedBookmarks(api)).not.toContain(12)
  })
})
