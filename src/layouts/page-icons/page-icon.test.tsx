import { act, render, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { PageIcon } from './page-icon'

const iconIn = (container: HTMLElement) => container.querySelector('svg')?.getAttribute('class') ?? ''

describe('PageIcon', () => {
  it('draws an icon the shell has at once, without waiting for the rest', () => {
    const { container } = render(
      <Suspense fallback={<p>waiting</p>}>
        <PageIcon name="mail" />
      </Suspense>,
    )
    expect(iconIn(container)).toContain('lucide-mail')
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws a less common icon once its chunk is there, and the fallback for a name it does not know', async () => {
    // awaited, so React's test queue sees the suspended icon's retry
    const { container } = await act(async () =>
      render(
        <Suspense fallback={<p>waiting</p>}>
          <PageIcon name="layers" />
          <PageIcon name="no-such-icon" />
        </Suspense>,
      ),
    )
    await waitFor(() => expect(iconIn(container)).toContain('lucide-layers'), { timeout: 5000 })
    expect(container.querySelectorAll('svg')[1]).toHaveClass('lucide-bookmark')
  })
})
