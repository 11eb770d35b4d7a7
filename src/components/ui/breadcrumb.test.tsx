import { render, screen, within } from '@testing-library/react'
import { Breadcrumb, BreadcrumbPage } from './breadcrumb'

describe('Breadcrumb', () => {
  it('is a named landmark with one list item per step, the last one the current page', () => {
    render(
      <Breadcrumb label="Breadcrumb">
        <a href="/">Home</a>
        <a href="/apps">Apps</a>
        <BreadcrumbPage>Invoices</BreadcrumbPage>
      </Breadcrumb>,
    )
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' })
    // separators are presentation: a screen reader counts three items, not five
    expect(within(trail).getAllByRole('listitem')).toHaveLength(3)
    expect(within(trail).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Apps'])
    expect(within(trail).getByText('Invoices')).toHaveAttribute('aria-current', 'page')
  })

  it('hides its separators from assistive technology and draws the custom one', () => {
    const { container } = render(
      <Breadcrumb label="Trail" separator={<span>/</span>}>
        <a href="/">Home</a>
        <BreadcrumbPage>Docs</BreadcrumbPage>
      </Breadcrumb>,
    )
    const separators = container.querySelectorAll('li[aria-hidden]')
    expect(separators).toHaveLength(1)
    expect(separators[0]).toHaveTextContent('/')
  })
})
