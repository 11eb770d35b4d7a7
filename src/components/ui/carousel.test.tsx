import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initTestI18n } from '@/test/i18n'
import { Carousel } from './carousel'

initTestI18n()

const SLIDES = ['Harbour', 'Orchard', 'Glacier', 'Dunes', 'Canyon']

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <Carousel label="Landscapes" {...props}>
      {SLIDES.map((name) => (
        <p key={name}>{name}</p>
      ))}
    </Carousel>,
  )
}

describe('Carousel', () => {
  afterEach(() => {
    document.documentElement.dir = ''
    vi.useRealTimers()
  })

  it('is a named carousel region of slides labelled "n of total"', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: 'Landscapes' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = within(region).getAllByRole('group')
    expect(slides).toHaveLength(5)
    expect(slides[1]).toHaveAccessibleName('2 of 5')
    expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide')
    expect(within(slides[1]).getByText('Orchard')).toBeInTheDocument()
  })

  it('has labelled previous and next buttons and a picker per slide', () => {
    renderCarousel()
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
    // jsdom has no layout, so Embla finds a single stop there: one picker, the current one
    const first = screen.getByRole('button', { name: 'Go to slide 1' })
    expect(first).toHaveAttribute('aria-current', 'true')
  })

  it('autoplays with a pause button that stops it, and stays quiet to screen readers while playing', async () => {
    const user = userEvent.setup()
    renderCarousel({ autoplay: 4000 })
    const pause = screen.getByRole('button', { name: 'Pause' })
    const track = screen.getAllByRole('group')[0].parentElement!
    expect(track).toHaveAttribute('aria-live', 'off')
    await user.click(pause)
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
    expect(track).toHaveAttribute('aria-live', 'polite')
    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
  })

  it('holds autoplay while focus is inside, so a keyboard user is not chased', async () => {
    const user = userEvent.setup()
    renderCarousel({ autoplay: 4000 })
    const track = screen.getAllByRole('group')[0].parentElement!
    await user.tab()
    expect(screen.getByRole('region', { name: 'Landscapes' })).toContainElement(
      document.activeElement as HTMLElement,
    )
    // focus inside: the slides are announced again, since they no longer move on their own
    expect(track).toHaveAttribute('aria-live', 'polite')
    act(() => {
      ;(document.activeElement as HTMLElement).blur()
    })
    expect(track).toHaveAttribute('aria-live', 'off')
  })

  it('has no autoplay controls without autoplay, and no dots when asked', () => {
    renderCarousel({ indicators: 'none' })
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument()
  })

  it('points the previous and next chevrons the other way in right-to-left', () => {
    document.documentElement.dir = 'rtl'
    renderCarousel()
    const next = screen.getByRole('button', { name: 'Next slide' })
    expect(next.querySelector('svg')).toHaveClass('lucide-chevron-left')
  })
})
