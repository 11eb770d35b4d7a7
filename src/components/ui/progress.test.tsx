import { render, screen } from '@testing-library/react'
import { Progress } from './progress'

describe('Progress', () => {
  it('reports its value on a named progressbar and fills that share of the track', () => {
    render(<Progress value={30} max={60} aria-label="Upload" />)
    const bar = screen.getByRole('progressbar', { name: 'Upload' })
    expect(bar).toHaveAttribute('aria-valuenow', '30')
    expect(bar).toHaveAttribute('aria-valuemax', '60')
    expect(bar.firstElementChild).toHaveStyle({ width: '50%' })
  })

  it('keeps a value past either end inside the track, and still reports it (clamped)', () => {
    const { rerender } = render(<Progress value={150} aria-label="Over" />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ width: '100%' })
    rerender(<Progress value={-5} aria-label="Under" />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ width: '0%' })
  })

  it('has no value while busy for an unknown time', () => {
    render(<Progress value={null} aria-label="Loading" />)
    const bar = screen.getByRole('progressbar', { name: 'Loading' })
    expect(bar).not.toHaveAttribute('aria-valuenow')
    expect(bar.firstElementChild?.className).toContain('ui-progress-indeterminate')
  })
})
