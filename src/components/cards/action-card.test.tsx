import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ActionCard, type CardActionLabels } from './action-card'
import { useRemovableCards } from './use-removable-cards'

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }))

const labels: CardActionLabels = {
  collapse: 'Collapse',
  expand: 'Expand',
  refresh: 'Refresh',
  remove: 'Remove',
  loading: 'Loading',
}

function Refreshing({ load }: { load: () => Promise<number> }) {
  const [value, setValue] = useState(1)
  return (
    <ActionCard
      title="Sales"
      actions={['refresh']}
      labels={labels}
      onRefresh={async () => setValue(await load())}
    >
      <p>Value {value}</p>
    </ActionCard>
  )
}

function Grid() {
  const cards = useRemovableCards<'a' | 'b'>()
  return (
    <>
      {(['a', 'b'] as const).filter(cards.isVisible).map((id) => (
        <ActionCard
          key={id}
          title={`Card ${id}`}
          actions={['remove']}
          labels={labels}
          onRemove={() => cards.remove(id)}
        >
          <p>Body {id}</p>
        </ActionCard>
      ))}
      <button type="button" onClick={cards.restoreAll}>
        Restore {cards.removedCount}
      </button>
    </>
  )
}

describe('ActionCard', () => {
  it('collapses and expands from the keyboard, hiding the body', async () => {
    const user = userEvent.setup()
    render(
      <ActionCard title="Orders" actions={['collapse']} labels={labels}>
        <p>Order list</p>
      </ActionCard>,
    )
    const toggle = screen.getByRole('button', { name: 'Collapse Orders' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(toggle).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAccessibleName('Expand Orders')
    expect(screen.queryByText('Order list')).not.toBeVisible()
    await user.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Order list')).toBeVisible()
  })

  it('shows a busy overlay while refreshing, then the new content', async () => {
    const user = userEvent.setup()
    let finish: (value: number) => void = () => {}
    const load = () => new Promise<number>((resolve) => (finish = resolve))
    render(<Refreshing load={load} />)
    screen.getByRole('button', { name: 'Refresh Sales' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    expect(screen.getByText('Value 1').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    await act(async () => finish(42))
    expect(screen.getByText('Value 42')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByText('Value 42').closest('[aria-busy]')).toBeNull()
  })

  it('clears the overlay when the refresh fails', async () => {
    const user = userEvent.setup()
    render(<Refreshing load={() => Promise.reject(new Error('offline'))} />)
    await user.click(screen.getByRole('button', { name: 'Refresh Sales' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByText('Value 1')).toBeInTheDocument()
  })

  it('removes a card and restores it', async () => {
    const user = userEvent.setup()
    render(<Grid />)
    screen.getByRole('button', { name: 'Remove Card a' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByText('Body a')).not.toBeInTheDocument()
    expect(screen.getByText('Body b')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Restore 1' }))
    expect(screen.getByText('Body a')).toBeInTheDocument()
  })
})
