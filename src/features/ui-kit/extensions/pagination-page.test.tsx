import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { typedSearch } from '@/lib/url-state'
import { initTestI18n } from '@/test/i18n'
import { PaginatedListPage } from './pagination-page'
import { TILES } from './sample-tiles'
import type { paginatedListFields } from './paginated-list-search'

initTestI18n({ uikit, uiExtensions })

function renderAt(url: string) {
  const root = createRootRoute({ component: Outlet })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/extensions/pagination',
    validateSearch: typedSearch<typeof paginatedListFields>(),
    component: PaginatedListPage,
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

const names = () =>
  within(screen.getByRole('list', { name: 'Tiles' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-medium')?.textContent)

describe('PaginatedListPage', () => {
  it('opens on the page the address names and numbers its rows from there', async () => {
    renderAt('/extensions/pagination?page=2')
    expect(await screen.findByText('Showing 11–20 of 60')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Tiles' })
    expect(list).toHaveAttribute('start', '11')
    expect(names()).toEqual(TILES.slice(10, 20).map((tile) => tile.name))
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  it('keeps the page picked in the address, and Back returns to the one before', async () => {
    const user = userEvent.setup()
    const router = renderAt('/extensions/pagination')
    await user.click(await screen.findByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(router.state.location.searchStr).toBe('?page=3'))
    expect(screen.getByText('Showing 21–30 of 60')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.searchStr).toBe('?page=4'))
    router.history.back()
    await waitFor(() => expect(screen.getByText('Showing 21–30 of 60')).toBeInTheDocument())
  })

  it('changes the page size and keeps the first row shown in view', async () => {
    const user = userEvent.setup()
    const router = renderAt('/extensions/pagination?page=3')
    await user.click(await screen.findByRole('combobox', { name: 'Per page' }))
    await user.click(await screen.findByRole('option', { name: '20' }))
    // row 21 was first; at twenty a page it opens page 2
    await waitFor(() => expect(router.state.location.searchStr).toBe('?page=2&perPage=20'))
    expect(screen.getByText('Showing 21–40 of 60')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument()
  })

  it('jumps to a page typed in, and refuses one out of range', async () => {
    const user = userEvent.setup()
    const router = renderAt('/extensions/pagination')
    const field = await screen.findByRole('spinbutton', { name: 'Go to page' })
    await user.type(field, '9')
    await user.click(screen.getByRole('button', { name: 'Go' }))
    expect(field).toHaveAccessibleDescription('Enter a page from 1 to 6.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(router.state.location.searchStr).toBe('')

    await user.clear(field)
    await user.type(field, '6{Enter}')
    await waitFor(() => expect(router.state.location.searchStr).toBe('?page=6'))
    expect(screen.getByText('Showing 51–60 of 60')).toBeInTheDocument()
    expect(field).not.toHaveAttribute('aria-invalid')
  })

  it('shows the last page for a page number past the end', async () => {
    renderAt('/extensions/pagination?page=40')
    expect(await screen.findByText('Showing 51–60 of 60')).toBeInTheDocument()
  })
})
