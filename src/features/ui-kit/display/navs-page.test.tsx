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
import navigation from '@/i18n/locales/en/navigation.json'
import uiDisplay from '@/i18n/locales/en/uiDisplay.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { NavsPage } from './navs-page'

initTestI18n({ uikit, uiDisplay, navigation })

/** The page at its own path, and any other path answered by a stand-in page, as the router would. */
function renderPage() {
  const root = createRootRoute({ component: Outlet })
  const navs = createRoute({ getParentRoute: () => root, path: '/components/navs', component: NavsPage })
  const other = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>Elsewhere</p> })
  const router = createRouter({
    routeTree: root.addChildren([navs, other]),
    history: createMemoryHistory({ initialEntries: ['/components/navs'] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('NavsPage', () => {
  it('names every bar and marks this page as the current one in each', async () => {
    renderPage()
    const basic = await screen.findByRole('navigation', { name: 'Components: Basic' })
    expect(within(basic).getByRole('link', { name: 'Navs' })).toHaveAttribute('aria-current', 'page')
    expect(within(basic).getByRole('link', { name: 'Tabs' })).not.toHaveAttribute('aria-current')
    for (const nav of screen.getAllByRole('navigation')) {
      expect(nav).toHaveAccessibleName()
      expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1)
    }
  })

  it('follows a link to its page', async () => {
    const user = userEvent.setup()
    const router = renderPage()
    const basic = await screen.findByRole('navigation', { name: 'Components: Basic' })
    await user.click(within(basic).getByRole('link', { name: 'Tabs' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/components/tabs'))
  })

  it('skips the disabled link with Tab', async () => {
    const user = userEvent.setup()
    renderPage()
    const bar = await screen.findByRole('navigation', { name: 'Components: Disabled link' })
    const reports = within(bar).getByRole('link', { name: 'Reports' })
    expect(reports).toHaveAttribute('aria-disabled', 'true')
    within(bar).getByRole('link', { name: 'Tabs' }).focus()
    await user.tab()
    expect(reports).not.toHaveFocus()
    expect(bar).not.toContainElement(document.activeElement as HTMLElement)
  })

  it('opens the More menu from the keyboard and goes to the page picked', async () => {
    const user = userEvent.setup()
    const router = renderPage()
    const bar = await screen.findByRole('navigation', { name: 'Components: With a dropdown' })
    const more = within(bar).getByRole('button', { name: 'More' })
    more.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dropdowns', 'List Group', 'Collapse'])
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/components/list-group'))
  })
})
