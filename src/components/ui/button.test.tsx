import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from './button'

describe('Button', () => {
  it('while loading is busy, ignores clicks and keeps keyboard focus', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAttribute('type', 'button')

    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onClick).not.toHaveBeenCalled()
  })

  it('renders its child with button styles when asChild is set', () => {
    render(
      <Button asChild variant="outline" color="success">
        <a href="/invoices">Invoices</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Invoices' })
    expect(link).toHaveClass('border-success-ink')
    expect(link).not.toHaveAttribute('type')
  })
})
