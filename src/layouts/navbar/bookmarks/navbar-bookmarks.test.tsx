import type { AnyCall } from '@contract/endpoint'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { toast } from '@/components/ui/toaster'
import { apiFetch } from '@/lib/http/client'
import { page, renderWithQuery, searchReply, signIn } from '../search/test-utils'
import { NavbarBookmarks } from './navbar-bookmarks'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...props }: ComponentProps<'a'> & { to: string }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}))
vi.mock('@/lib/http/client', () => ({ apiFetch: vi.fn() }))
vi.mock('@/components/ui/toaster', () => ({ toast: { error: vi.fn(), info: vi.fn() } }))
const fetchMock = vi.mocked(apiFetch)

// twelve pages, the first eleven bookmarked: one more than the bar holds on a desktop
const PAGES = Array.from({ length: 12 }, (_, i) => page(i + 1, `Page ${i + 1}`, `/page-${i + 1}`, i < 11))

function serve(update: () => Promise<unknown> = () => Promise.resolve()) {
  let pages = PAGES.map((entry) => ({ ...entry }))
  fetchMock.mockImplementation(async ({ path }: AnyCall, options?: { body?: unknown }) => {
    if (path === '/api/main-search/data') return searchReply(pages)
    if (path === '/api/bookmarks/data')
      return { suggestions: pages, bookmarks: pages.filter((entry) => entry.isBookmarked) }
    const { id } = (options?.body ?? {}) as { id: number }
    await update()
    pages = pages.map((entry) => (entry.id === id ? { ...entry, isBookmarked: !entry.isBookmarked } : entry))
    return pages.find((entry) => entry.id === id)
  })
}

const desktop = (matches: boolean) => {
  window.matchMedia = (query: string) =>
    ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never
}

beforeEach(() => {
  signIn()
  vi.clearAllMocks()
  desktop(true)
  serve()
})

describe('NavbarBookmarks', () => {
  it('shows ten bookmarks as named links and spills the rest into a menu', async () => {
    const user = userEvent.setup()
    renderWithQuery(<NavbarBookmarks />)
    const nav = await screen.findByRole('navigation', { name: 'Bookmarks' })
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(10))
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/page-1')

    await user.click(screen.getByRole('button', { name: 'More bookmarks (1)' }))
    expect(await screen.findByRole('menuitem', { name: 'Page 11' })).toHaveAttribute('href', '/page-11')
  })

  it('keeps only the picker on a phone', async () => {
    desktop(false)
    renderWithQuery(<NavbarBookmarks />)
    expect(await screen.findByRole('button', { name: 'Edit bookmarks' })).toBeInTheDocument()
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/api/bookmarks/data' }),
        expect.anything(),
      ),
    )
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: /More bookmarks/ })).not.toBeInTheDocument()
  })

  it('stars a page from the picker at once and shows it on the bar', async () => {
    const user = userEvent.setup()
    renderWithQuery(<NavbarBookmarks />)
    await user.click(await screen.findByRole('button', { name: 'Edit bookmarks' }))
    const star = await screen.findByRole('button', { name: 'Bookmark Page 12' })
    expect(star).toHaveAttribute('aria-pressed', 'false')

    await user.click(screen.getByRole('button', { name: 'Bookmark Page 1' }))
    expect(screen.getByRole('button', { name: 'Bookmark Page 1' })).toHaveAttribute('aria-pressed', 'false')
    expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/bookmarks/update' }), {
      body: { id: 1 },
    })
    // Page 1 left the bar, so Page 11 moves up from the overflow menu
    const nav = screen.getByRole('navigation', { name: 'Bookmarks' })
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Page 11' })).toBeInTheDocument())
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('filters the picker as the user types', async () => {
    const user = userEvent.setup()
    renderWithQuery(<NavbarBookmarks />)
    await user.click(await screen.findByRole('button', { name: 'Edit bookmarks' }))
    await user.type(await screen.findByRole('searchbox', { name: 'Find a page' }), 'page 1')
    expect(
      screen.getAllByRole('button', { name: /^Bookmark / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Bookmark Page 1', 'Bookmark Page 10', 'Bookmark Page 11', 'Bookmark Page 12'])
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'nothing like it')
    expect(screen.getByText('No pages match.')).toBeInTheDocument()
  })

  it('rolls a refused star back and says so', async () => {
    let refuse: (error: Error) => void = () => {}
    serve(() => new Promise((_, reject) => (refuse = reject)))
    const user = userEvent.setup()
    renderWithQuery(<NavbarBookmarks />)
    await user.click(await screen.findByRole('button', { name: 'Edit bookmarks' }))
    await user.click(await screen.findByRole('button', { name: 'Bookmark Page 12' }))
    expect(screen.getByRole('button', { name: 'Bookmark Page 12' })).toHaveAttribute('aria-pressed', 'true')

    refuse(new Error('Something went wrong'))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bookmark Page 12' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    )
    expect(toast.error).toHaveBeenCalledWith('Could not bookmark Page 12', {
      description: 'Something went wrong',
    })
  })
})
