import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

function Folders({ color }: { color?: 'success' | 'danger' }) {
  return (
    <Tabs defaultValue="inbox">
      <TabsList variant="pills" color={color} aria-label="Folders">
        <TabsTrigger value="inbox">Inbox</TabsTrigger>
        <TabsTrigger value="sent">Sent</TabsTrigger>
        <TabsTrigger value="spam" disabled>
          Spam
        </TabsTrigger>
      </TabsList>
      <TabsContent value="inbox">Twelve letters</TabsContent>
      <TabsContent value="sent">Four letters</TabsContent>
      <TabsContent value="spam">Nothing</TabsContent>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('moves between pills with the arrow keys, skipping a disabled one, and shows the chosen panel', async () => {
    const user = userEvent.setup()
    render(<Folders />)
    const inbox = screen.getByRole('tab', { name: 'Inbox' })
    expect(screen.getByRole('tablist', { name: 'Folders' })).toBeInTheDocument()
    expect(inbox).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Twelve letters')

    await user.tab()
    expect(inbox).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    const sent = screen.getByRole('tab', { name: 'Sent' })
    expect(sent).toHaveFocus()
    expect(sent).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Four letters')

    // Spam is disabled: the next arrow wraps round to Inbox
    await user.keyboard('{ArrowRight}')
    expect(inbox).toHaveFocus()
  })

  it('fills the selected pill in the colour asked for, primary by default', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Folders />)
    expect(screen.getByRole('tab', { name: 'Inbox' }).className).toContain('data-[state=active]:bg-primary')

    rerender(<Folders color="success" />)
    const sent = screen.getByRole('tab', { name: 'Sent' })
    expect(sent.className).toContain('data-[state=active]:bg-success')
    expect(sent.className).not.toContain('bg-primary')
    await user.click(sent)
    expect(sent).toHaveAttribute('data-state', 'active')
  })
})
