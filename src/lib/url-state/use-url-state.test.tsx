import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DebouncedSearchInput } from '@/components/ui/search-input'
import { enumParam, intParam, oneOf, textParam } from './params'
import { typedSearch, useUrlState, type SetUrlState } from './use-url-state'

const fields = {
  q: textParam(),
  page: intParam({ default: 1, min: 1 }),
  perPage: oneOf([10, 25, 50], 10),
  sort: enumParam(['name', 'date']),
}

const setters = new Set<SetUrlState<typeof fields>>()

/** A list screen's controls: what the state reads, and buttons for each kind of change. */
function ListScreen() {
  const [state, setState] = useUrlState(fields)
  setters.add(setState)
  return (
    <>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <DebouncedSearchInput
        aria-label="Search"
        value={state.q}
        delayMs={10}
        onCommit={(q) => setState({ q, page: 1 }, { replace: true })}
      />
      <button type="button" onClick={() => setState((previous) => ({ page: previous.page + 1 }))}>
        Next page
      </button>
      <button type="button" onClick={() => setState({ sort: 'date', perPage: 25 })}>
        By date
      </button>
      <button type="button" onClick={() => setState({ page: 1, sort: undefined })}>
        Reset
      </button>
    </>
  )
}

function renderAt(url: string) {
  const rootRoute = createRootRoute({ component: Outlet })
  const list = createRoute({
    getParentRoute: () => rootRoute,
    path: '/list',
    validateSearch: typedSearch<typeof fields>(),
    component: ListScreen,
  })
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createRouter({ routeTree: rootRoute.addChildren([list]), history })
  render(<RouterProvider router={router} />)
  return { router, history }
}

const state = () => JSON.parse(screen.getByRole('status', { name: 'state' }).textContent)
const search = (router: ReturnType<typeof renderAt>['router']) => router.state.location.searchStr

beforeEach(() => setters.clear())

describe('useUrlState', () => {
  it('reads defaults from a bare URL and keeps them out of it after a write', async () => {
    const { router } = renderAt('/list')
    await screen.findByRole('button', { name: 'Next page' })
    expect(state()).toEqual({ q: '', page: 1, perPage: 10 })

    await userEvent.click(screen.getByRole('button', { name: 'By date' }))
    await waitFor(() => expect(search(router)).toBe('?perPage=25&sort=date'))
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(search(router)).toBe('?perPage=25'))
    expect(state()).toEqual({ q: '', page: 1, perPage: 25 })
  })

  it('ignores unreadable values and drops them on the next write', async () => {
    const { router } = renderAt('/list?page=abc&sort=bogus&perPage=7&keep=me')
    await screen.findByRole('button', { name: 'Next page' })
    expect(state()).toEqual({ q: '', page: 1, perPage: 10 })

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ keep: 'me', page: 2 }))
  })

  it('pushes a history entry per change, so Back restores the previous state and Forward returns', async () => {
    const { router, history } = renderAt('/list?page=2')
    await screen.findByRole('button', { name: 'Next page' })
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(state().page).toBe(3))
    await userEvent.click(screen.getByRole('button', { name: 'By date' }))
    await waitFor(() => expect(state()).toMatchObject({ page: 3, sort: 'date', perPage: 25 }))

    act(() => history.back())
    await waitFor(() => expect(state()).toEqual({ q: '', page: 3, perPage: 10 }))
    act(() => history.back())
    await waitFor(() => expect(state().page).toBe(2))
    act(() => history.forward())
    await waitFor(() => expect(search(router)).toBe('?page=3'))
  })

  it('replaces the entry when asked: typed search text does not pile up history', async () => {
    const { router, history } = renderAt('/list?page=4')
    const box = await screen.findByRole('searchbox', { name: 'Search' })
    const entries = history.length
    await userEvent.type(box, 'grout')
    await waitFor(() => expect(search(router)).toBe('?q=grout'))
    expect(history.length).toBe(entries)
    expect(state()).toEqual({ q: 'grout', page: 1, perPage: 10 })
  })

  it('shows the URL text in the search box again after Back', async () => {
    const { router, history } = renderAt('/list?q=tile')
    const box = await screen.findByRole('searchbox', { name: 'Search' })
    expect(box).toHaveValue('tile')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await userEvent.clear(box)
    await userEvent.type(box, 'mortar')
    await waitFor(() => expect(search(router)).toBe('?q=mortar'))
    act(() => history.back())
    await waitFor(() => expect(box).toHaveValue('tile'))
  })

  it('lands two quick functional changes on top of each other', async () => {
    const { router } = renderAt('/list')
    await screen.findByRole('button', { name: 'Next page' })
    const [setState] = setters
    act(() => {
      setState((previous) => ({ page: previous.page + 1 }))
      setState((previous) => ({ page: previous.page + 1 }))
    })
    await waitFor(() => expect(search(router)).toBe('?page=3'))
  })

  it('keeps one setter across renders', async () => {
    renderAt('/list')
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(state().page).toBe(2))
    expect(setters.size).toBe(1)
  })
})
