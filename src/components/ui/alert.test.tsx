import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Alert } from './alert'

describe('Alert', () => {
  it('is a plain block by default and an alert or a status when asked', () => {
    const { rerender } = render(<Alert title="Saved">Your changes are kept.</Alert>)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByText('Saved')).toBeInTheDocument()

    rerender(<Alert live="alert">The card was declined.</Alert>)
    expect(screen.getByRole('alert')).toHaveTextContent('The card was declined.')

    rerender(<Alert live="status">Sync finished.</Alert>)
    expect(screen.getByRole('status')).toHaveTextContent('Sync finished.')
  })

  it('draws a named close button only when it can be dismissed', async () => {
    const user = userEvent.setup()
    const onDismiss = vi.fn()
    const { rerender } = render(<Alert dismissLabel="Close the notice">Heads up.</Alert>)
    // a label without a handler would be a button that does nothing
    expect(screen.queryByRole('button')).toBeNull()

    rerender(
      <Alert dismissLabel="Close the notice" onDismiss={onDismiss} actions={<a href="#more">Read more</a>}>
        Heads up.
      </Alert>,
    )
    expect(screen.getByRole('link', { name: 'Read more' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close the notice' }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('takes the colours of its variant and theme colour', () => {
    render(
      <Alert color="danger" variant="solid">
        Stop.
      </Alert>,
    )
    const block = screen.getByText('Stop.').closest('[data-slot=alert]')
    expect(block?.className).toMatch(/bg-danger\b/)
  })
})
