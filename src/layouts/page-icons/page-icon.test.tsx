import { render, waitFor } from '@testing-library/react'
import { PageIcon } from './page-icon'

const iconIn = (container: HTMLElement) => container.querySelector('svg')?.getAttribute('class') ?? ''

describe('PageIcon', () => {
  it('draws an icon the shell has at once, without waiting for the rest', () => {
    const { container } = render(<PageIcon name="mail" />)
    expect(iconIn(container)).toContain('lucide-mail')
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws an empty frame of the icon’s size at once, then the icon once its chunk is there; the fallback for a name it does not know', async () => {
    const { container } = render(
      <p>
        Before <PageIcon name="layers" className="size-4" /> <PageIcon name="no-such-icon" /> after
      </p>,
    )
    // nothing waits: the text around the icons is there at once, each icon a frame of its size
    expect(container).toHaveTextContent('Before after')
    const frame = container.querySelector('svg')!
    expect(frame).toHaveClass('size-4')
    expect(frame).toHaveAttribute('aria-hidden', 'true')
    await waitFor(() => expect(iconIn(container)).toContain('lucide-layers'), { timeout: 5000 })
    expect(container.querySelectorAll('svg')[1]).toHaveClass('lucide-bookmark')
  })
})
