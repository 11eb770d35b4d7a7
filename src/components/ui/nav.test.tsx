import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Nav, NavItem, NavLink } from './nav'

describe('Nav', () => {
  it('is a named landmark holding a list of links, the current one marked as the page', () => {
    render(
      <Nav aria-label="Project sections">
        <NavItem>
          <NavLink href="/overview" active>
            Overview
          </NavLink>
        </NavItem>
        <NavItem>
          <NavLink href="/files">Files</NavLink>
        </NavItem>
      </Nav>,
    )
    const nav = screen.getByRole('navigation', { name: 'Project sections' })
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2)
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Files' })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('link', { name: 'Files' })).toHaveAttribute('href', '/files')
  })

  it('keeps a disabled link out of the tab order and never follows it', async () => {
    const user = userEvent.setup()
    const follow = vi.fn()
    render(
      <Nav aria-label="Sections">
        <NavItem>
          <NavLink href="/a" onClick={(event) => event.preventDefault()}>
            First
          </NavLink>
        </NavItem>
        <NavItem>
          <NavLink href="/reports" disabled onClick={follow}>
            Reports
          </NavLink>
        </NavItem>
        <NavItem>
          <NavLink href="/c">Last</NavLink>
        </NavItem>
      </Nav>,
    )
    const reports = screen.getByRole('link', { name: 'Reports' })
    expect(reports).toHaveAttribute('aria-disabled', 'true')
    expect(reports).not.toHaveAttribute('href')

    await user.tab()
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus()

    // pointer-events-none stops a real pointer; a scripted click still reaches the handler, which refuses it
    reports.click()
    expect(follow).not.toHaveBeenCalled()
  })

  it('lends its look to a child element, keeping what the child says about itself', async () => {
    const user = userEvent.setup()
    const open = vi.fn()
    render(
      <Nav aria-label="Sections" variant="pills">
        <NavItem>
          <NavLink asChild>
            <button type="button" aria-haspopup="menu" onClick={open}>
              More
            </button>
          </NavLink>
        </NavItem>
      </Nav>,
    )
    const more = screen.getByRole('button', { name: 'More' })
    expect(more).toHaveAttribute('data-slot', 'nav-link')
    expect(more).toHaveAttribute('aria-haspopup', 'menu')
    expect(more.className).toContain('rounded-lg')
    await user.click(more)
    expect(open).toHaveBeenCalledOnce()
  })

  it('gives every item the same share of a justified bar, and lays a vertical one out as a column', () => {
    const { rerender } = render(
      <Nav aria-label="Views" layout="justified">
        <NavItem>
          <NavLink href="/a">A</NavLink>
        </NavItem>
      </Nav>,
    )
    expect(screen.getByRole('listitem').className).toContain('basis-0')
    rerender(
      <Nav aria-label="Views" layout="justified" orientation="vertical">
        <NavItem>
          <NavLink href="/a">A</NavLink>
        </NavItem>
      </Nav>,
    )
    expect(screen.getByRole('listitem').className).not.toContain('basis-0')
    expect(screen.getByRole('list').className).toContain('flex-col')
  })
})
