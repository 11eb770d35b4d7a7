import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog'
import { SheetContent, SheetTitle } from './sheet'

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

/** Opened from state, as most of the app's dialogs are (a row's button, a menu item): no DialogTrigger. */
function StateDialog({ sheet = false, keepFocus }: { sheet?: boolean; keepFocus?: (event: Event) => void }) {
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState(true)
  const Content = sheet ? SheetContent : DialogContent
  return (
    <>
      {shown && <Button onClick={() => setOpen(true)}>Upgrade plan</Button>}
      <Button>Elsewhere</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <Content closeLabel="Close" onCloseAutoFocus={keepFocus}>
          {sheet ? <SheetTitle>Plans</SheetTitle> : <DialogTitle>Plans</DialogTitle>}
          <DialogDescription>Pick one.</DialogDescription>
          <Button onClick={() => setShown(false)}>Remove the opener</Button>
        </Content>
      </Dialog>
    </>
  )
}

describe('Focus coming back', () => {
  it.each([
    ['dialog', false],
    ['sheet', true],
  ])('a %s opened from state gives the focus back to the button that opened it', async (_, sheet) => {
    const user = userEvent.setup()
    render(<StateDialog sheet={sheet} />)
    const opener = screen.getByRole('button', { name: 'Upgrade plan' })
    await user.click(opener)
    expect(screen.getByRole('dialog', { name: 'Plans' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()

    // opened from the keyboard, closed from the close button
    opener.focus()
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(opener).toHaveFocus()
  })

  it("lets the caller's own handler decide, and does not fail when the opener has gone", async () => {
    const user = userEvent.setup()
    const elsewhere = (event: Event) => {
      event.preventDefault()
      screen.getByRole('button', { name: 'Elsewhere' }).focus()
    }
    const { unmount } = render(<StateDialog keepFocus={elsewhere} />)
    await user.click(screen.getByRole('button', { name: 'Upgrade plan' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus()
    unmount()

    render(<StateDialog />)
    await user.click(screen.getByRole('button', { name: 'Upgrade plan' }))
    await user.click(screen.getByRole('button', { name: 'Remove the opener' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Upgrade plan' })).not.toBeInTheDocument()
  })
})
