import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog'

function EditDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit profile</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Schließen">
        <DialogTitle>Edit profile</DialogTitle>
        <DialogDescription>Change your name.</DialogDescription>
        <input aria-label="Name" />
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('wires title and description, traps focus and returns it to the trigger on close', async () => {
    const user = userEvent.setup()
    render(<EditDialog />)
    const trigger = screen.getByRole('button', { name: 'Edit profile' })

    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' })
    expect(dialog).toHaveAccessibleDescription('Change your name.')

    const name = screen.getByRole('textbox', { name: 'Name' })
    const close = screen.getByRole('button', { name: 'Schließen' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    // Tab cycles between the two focusable elements and never leaves the dialog
    for (let i = 0; i < 4; i++) {
      await user.tab()
      expect([name, close]).toContain(document.activeElement)
    }
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('closes from the labelled close button', async () => {
    const user = userEvent.setup()
    render(<EditDialog />)
    await user.click(screen.getByRole('button', { name: 'Edit profile' }))
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus()
  })
})
