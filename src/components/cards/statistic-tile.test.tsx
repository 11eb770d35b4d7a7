import { render, screen } from '@testing-library/react'
import Users from 'lucide-react/icons/users'
import { StatisticTile } from './statistic-tile'

describe('StatisticTile', () => {
  it('shows the figure, the label and a rising growth badge', () => {
    render(<StatisticTile icon={Users} value="8,549" label="Customers" growth={12.5} growthLabel="Change" />)
    expect(screen.getByText('8,549')).toBeInTheDocument()
    expect(screen.getByText('Customers')).toBeInTheDocument()
    const badge = screen.getByText('+12.5%').closest('[data-slot=badge]')
    expect(badge).toHaveClass('bg-success-light')
    expect(badge).toHaveTextContent('Change+12.5%')
  })

  it('colours a fall as danger and omits the badge without growth', () => {
    const { rerender } = render(<StatisticTile icon={Users} value="12" label="Returns" growth={-3} />)
    expect(screen.getByText('-3%').closest('[data-slot=badge]')).toHaveClass('bg-danger-light')
    rerender(<StatisticTile icon={Users} value="12" label="Returns" color="warning" size="lg" />)
    expect(document.querySelector('[data-slot=badge]')).toBeNull()
  })
})
