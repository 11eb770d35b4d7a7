import { render, screen, within } from '@testing-library/react'
import { Timeline, TimelineItem } from './timeline'

describe('Timeline', () => {
  it('is an ordered list whose points are decoration', () => {
    render(
      <Timeline aria-label="Order history">
        <TimelineItem>Placed</TimelineItem>
        <TimelineItem color="success" icon={<svg data-testid="truck" />}>
          Shipped
        </TimelineItem>
      </Timeline>,
    )
    const list = screen.getByRole('list', { name: 'Order history' })
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Placed', 'Shipped'])
    // every point (plain dot or icon) is hidden from screen readers
    for (const item of items) expect(item.querySelector('span')).toHaveAttribute('aria-hidden', 'true')
    expect(within(items[1]).getByTestId('truck').closest('span')).toHaveAttribute('aria-hidden', 'true')
  })
})
