import { render, screen } from '@testing-library/react'
import { Separator } from './separator'

describe('Separator', () => {
  it('is hidden from assistive tech when decorative, and a separator when not', () => {
    const { rerender } = render(<Separator />)
    expect(screen.queryByRole('separator')).not.toBeInTheDocument()
    rerender(<Separator decorative={false} orientation="vertical" />)
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical')
  })

  it('leaves a decorative label as plain text to read, with the lines hidden', () => {
    render(<Separator label="or" />)
    expect(screen.queryByRole('separator')).not.toBeInTheDocument()
    expect(screen.getByText('or')).toBeVisible()
    const wrapper = screen.getByText('or').parentElement!
    const lines = wrapper.querySelectorAll('[aria-hidden="true"]')
    expect(lines).toHaveLength(2)
  })

  it('names a semantic separator by its label', () => {
    render(<Separator decorative={false} label="Today" />)
    const separator = screen.getByRole('separator', { name: 'Today' })
    // horizontal is the implicit orientation, so it is not repeated
    expect(separator).not.toHaveAttribute('aria-orientation')
  })

  it('puts the short line on the side the label is placed at', () => {
    render(<Separator label="Start" labelPosition="start" variant="dashed" />)
    const [before, after] = screen.getByText('Start').parentElement!.querySelectorAll('[aria-hidden="true"]')
    expect(before).not.toHaveClass('flex-1')
    expect(after).toHaveClass('flex-1', 'border-dashed')
  })
})
