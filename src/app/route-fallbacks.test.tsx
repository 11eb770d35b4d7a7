import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@/i18n'
import { RouteCrash } from './route-fallbacks'

beforeAll(async () => {
  await initI18n('en')
})

describe('a page that crashes', () => {
  it('shows a friendly error with a retry that renders the page again', async () => {
    let broken = true
    const rootRoute = createRootRoute({ component: Outlet })
    const reports = createRoute({
      getParentRoute: () => rootRoute,
      path: '/reports',
      component: function Reports() {
        if (broken) throw new Error('The chart library failed to start')
        return <h1>Reports</h1>
      },
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([reports]),
      history: createMemoryHistory({ initialEntries: ['/reports'] }),
      defaultErrorComponent: RouteCrash,
    })
    // React logs the thrown error and the router warns about the failed match: both are this test's point
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<RouterProvider router={router} />)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong on this page')
    expect(alert).toHaveTextContent('The chart library failed to start')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Error in route match'))
    expect(screen.getByRole('button', { name: 'Sign out and reload' })).toBeInTheDocument()

    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    spy.mockRestore()
    warn.mockRestore()
  })
})
