import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import shell from '@/i18n/locales/en/shell.json'
import { initTestI18n } from '@/test/i18n'
import { PageAndFooter } from './page-and-footer'

initTestI18n({ shell })

describe('PageAndFooter', () => {
  it('draws the shell first and the page (with the footer under it) in a render of its own', async () => {
    // what the screen holds at each commit of the page area, read as React finishes it
    const commits: { page: boolean; footer: boolean }[] = []
    const onCommit = () =>
      commits.push({
        page: screen.queryByRole('heading', { name: 'Orders' }) !== null,
        footer: document.querySelector('footer') !== null,
      })
    const rootRoute = createRootRoute({
      component: () => (
        <Profiler id="page-area" onRender={onCommit}>
          <PageAndFooter>
            <Outlet />
          </PageAndFooter>
        </Profiler>
      ),
    })
    const orders = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => <h1>Orders</h1>,
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([orders]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    await act(() => router.load())
    const view = render(<RouterProvider router={router} />)

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument()
    expect(view.container.querySelector('footer')).toBeInTheDocument()
    // the first commit had the page area and nothing in it: no page, and no footer to be pushed down later
    expect(commits[0]).toEqual({ page: false, footer: false })
    expect(commits.at(-1)).toEqual({ page: true, footer: true })

    // a later re-render of the shell keeps the page: the wait is for the first render only
    const settled = commits.length
    view.rerender(<RouterProvider router={router} />)
    expect(commits.slice(settled).every((commit) => commit.page)).toBe(true)
  })
})
