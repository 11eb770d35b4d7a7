import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from './confirm-dialog'

function renderDialog(onOpenChange = vi.fn(), onConfirm = vi.fn()) {
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete this event?"
      description="It will be removed."
      cancelLabel="Cancel"
      confirmLabel="Delete event"
      onConfirm={onConfirm}
    />,
  )
  return { onOpenChange, onConfirm }
}

describe('ConfirmDialog', () => {
  it('is a named alert dialog whose safe answer has the focus', () => {
    renderDialog()
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this event?' })
    expect(dialog).toHaveAccessibleDescription('It will be removed.')
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  })

  it('confirms with the confirm button and closes with cancel or Escape', async () => {
    const user = userEvent.setup()
    const { onOpenChange, onConfirm } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Delete event' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.keyboard('{Escape}')
    expect(onOpenChange.mock.calls).toEqual([[false], [false]])
  })
})
