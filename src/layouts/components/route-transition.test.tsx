import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { RouteTransition } from './route-transition'

describe('RouteTransition', () => {
  it('mounts each page once: the old page stays as it is while the next one loads', async () => {
    const mounts: string[] = []
    function Page({ name }: { name: string }) {
      useEffect(() => {
        mounts.push(name)
      }, [name])
      return <h1>{name}</h1>
    }
    let finishLoading = () => {}
    const rootRoute = createRootRoute({
      component: () => (
        <RouteTransition>
          <Outlet />
        </RouteTransition>
      ),
    })
    const inbox = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => <Page name="Inbox" />,
    })
    const reports = createRoute({
      getParentRoute: () => rootRoute,
      path: '/reports',
      // the navigation stays pending until the test lets it finish
      beforeLoad: () => new Promise<void>((resolve) => (finishLoading = resolve)),
      component: () => <Page name="Reports" />,
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([inbox, reports]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument()

    // what a link does; the app's typed <Link> only knows the app's own routes
    act(() => router.history.push('/reports'))
    await act(() => Promise.resolve())
    // the address already says /reports while the page on screen is still the inbox, drawn once
    expect(router.state.location.pathname).toBe('/reports')
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument()
    expect(mounts).toEqual(['Inbox'])

    await act(async () => finishLoading())
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument()
    expect(mounts).toEqual(['Inbox', 'Reports'])
  })
})
